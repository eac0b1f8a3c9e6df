import 'reflect-metadata';
import { loadConfig } from '../config.js';
import { openDatabase } from './database.js';

// npm run db:migrate: openDatabase applies every pending migration.
const db = await openDatabase(loadConfig());
const executed = await db.orm.migrator.getExecuted();
console.log(`Migraciones aplicadas: ${executed.length}`);
await db.close();
