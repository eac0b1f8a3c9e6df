import 'reflect-metadata';
import { loadConfig } from '../config.js';
import { openDatabase } from './database.js';
import { objectStore } from '../modules/media/object-store.js';
import { seedDemo } from '../db/seed/demo.js';

// npm run db:seed: migrates, then seeds the demo catalogue if the database is empty.
const config = loadConfig();
const db = await openDatabase(config);
console.log(
  (await seedDemo(db.orm, objectStore(config)))
    ? 'Catálogo de demostración creado.'
    : 'La base de datos ya tenía datos.',
);
await db.close();
