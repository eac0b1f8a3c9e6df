// Writes client/public/favicon.ico from client/public/favicon.svg: the icon browsers ask for at /favicon.ico when a
// page names none (GraphiQL, a PDF, an old browser). PNG-in-ICO at 16, 32 and 48 px. Run: npx node scripts/favicon-ico.mjs
import { readFileSync, writeFileSync } from 'node:fs';
import sharp from 'sharp';

const svg = readFileSync('client/public/favicon.svg');
const sizes = [16, 32, 48];
const images = await Promise.all(
  sizes.map((size) =>
    sharp(svg, { density: 72 * (size / 32) * 4 })
      .resize(size, size)
      .png()
      .toBuffer(),
  ),
);

const header = Buffer.alloc(6);
header.writeUInt16LE(0, 0); // reserved
header.writeUInt16LE(1, 2); // 1 = icon
header.writeUInt16LE(images.length, 4);
const entries = [];
let offset = 6 + 16 * images.length;
images.forEach((png, i) => {
  const entry = Buffer.alloc(16);
  entry.writeUInt8(sizes[i] % 256, 0); // width (0 would mean 256)
  entry.writeUInt8(sizes[i] % 256, 1); // height
  entry.writeUInt8(0, 2); // no palette
  entry.writeUInt8(0, 3); // reserved
  entry.writeUInt16LE(1, 4); // colour planes
  entry.writeUInt16LE(32, 6); // bits per pixel
  entry.writeUInt32LE(png.length, 8);
  entry.writeUInt32LE(offset, 12);
  offset += png.length;
  entries.push(entry);
});
writeFileSync('client/public/favicon.ico', Buffer.concat([header, ...entries, ...images]));
console.log(`client/public/favicon.ico: ${sizes.join(', ')} px, ${offset} bytes`);
