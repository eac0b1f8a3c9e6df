import 'reflect-metadata';
import { loadConfig } from '../config.js';
import { openDatabase } from './database.js';
import { seedDemo } from './seed/demo.js';

// npm run db:seed: migrates, then seeds the demo catalogue if the database is empty.
const db = await openDatabase(loadConfig());
console.log(
  (await seedDemo(db.orm)) ? 'Catálogo de demostración creado.' : 'La base de datos ya tenía datos.',
);
await db.close();
