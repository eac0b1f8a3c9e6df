import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import aws4 from 'aws4';
import type { Config, S3Settings } from '../../config.js';

/**
 * Where uploaded pictures live, by key (`activities/<uuid>.webp`): the data directory by default, or an
 * S3-compatible bucket (AWS S3, MinIO, Cloudflare R2…) when `S3_BUCKET` is configured so that several server
 * processes share them. URLs stay `/uploads/<key>` either way; the server answers them from the store.
 */
export interface ObjectStore {
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** The object's bytes, or undefined when there is none. */
  get(key: string): Promise<Buffer | undefined>;
  /** Deletes the object; a missing one is not an error. */
  delete(key: string): Promise<void>;
}

/** Files under `${dataDir}/uploads`; writes go through a temporary name so readers never see half a file. */
export class FileStore implements ObjectStore {
  constructor(private readonly root: string) {}

  private file(key: string): string {
    return path.join(this.root, ...key.split('/'));
  }

  async put(key: string, body: Buffer): Promise<void> {
    const file = this.file(key);
    await mkdir(path.dirname(file), { recursive: true });
    const temporary = `${file}.${randomUUID()}.tmp`;
    try {
      await writeFile(temporary, body);
      await rename(temporary, file);
    } finally {
      await rm(temporary, { force: true });
    }
  }

  async get(key: string): Promise<Buffer | undefined> {
    try {
      return await readFile(this.file(key));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await rm(this.file(key), { force: true });
  }
}

/** An S3-compatible bucket through path-style requests signed with AWS Signature V4. */
export class S3Store implements ObjectStore {
  private readonly url: URL;

  constructor(private readonly settings: S3Settings) {
    this.url = new URL(settings.endpoint);
  }

  private async send(method: 'GET' | 'PUT' | 'DELETE', key: string, body?: Buffer, type?: string) {
    const request = aws4.sign(
      {
        host: this.url.host,
        protocol: this.url.protocol,
        method,
        path: `/${this.settings.bucket}/${key.split('/').map(encodeURIComponent).join('/')}`,
        service: 's3',
        region: this.settings.region,
        headers: body ? { 'Content-Type': type ?? 'application/octet-stream' } : {},
        body,
      },
      { accessKeyId: this.settings.accessKeyId, secretAccessKey: this.settings.secretAccessKey },
    );
    return fetch(`${this.url.protocol}//${this.url.host}${request.path}`, {
      method,
      headers: request.headers as Record<string, string>,
      body: body ? new Uint8Array(body) : undefined,
    });
  }

  private static async fail(response: Response, what: string): Promise<never> {
    const detail = (await response.text()).slice(0, 300);
    throw new Error(`S3 ${what}: HTTP ${response.status} ${detail}`);
  }

  async put(key: string, body: Buffer, contentType: string): Promise<void> {
    const response = await this.send('PUT', key, body, contentType);
    if (!response.ok) await S3Store.fail(response, `PUT ${key}`);
    await response.arrayBuffer();
  }

  async get(key: string): Promise<Buffer | undefined> {
    const response = await this.send('GET', key);
    if (response.status === 404) {
      await response.arrayBuffer();
      return undefined;
    }
    if (!response.ok) await S3Store.fail(response, `GET ${key}`);
    return Buffer.from(await response.arrayBuffer());
  }

  async delete(key: string): Promise<void> {
    const response = await this.send('DELETE', key);
    if (!response.ok && response.status !== 404) await S3Store.fail(response, `DELETE ${key}`);
    await response.arrayBuffer();
  }
}

const stores = new WeakMap<object, ObjectStore>();

/** The configured store, one per configuration object. */
export function objectStore(config: Pick<Config, 'dataDir' | 's3'>): ObjectStore {
  let store = stores.get(config);
  if (!store) {
    store = config.s3 ? new S3Store(config.s3) : new FileStore(path.join(config.dataDir, 'uploads'));
    stores.set(config, store);
  }
  return store;
}

const privateStores = new WeakMap<object, ObjectStore>();

/**
 * Where private files go (payment proofs): `${dataDir}/private`, which no static route serves, or the same bucket
 * (whose objects are private; the /uploads read-through serves only activity picture keys).
 */
export function privateObjectStore(config: Pick<Config, 'dataDir' | 's3'>): ObjectStore {
  let store = privateStores.get(config);
  if (!store) {
    store = config.s3 ? new S3Store(config.s3) : new FileStore(path.join(config.dataDir, 'private'));
    privateStores.set(config, store);
  }
  return store;
}
