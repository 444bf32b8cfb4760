/**
 * S3's write guarantees for the S3 look-alike. s3rver's filesystem store truncates an object's file and writes it in
 * place, answers a Buffer PUT before the write ends, and writes the metadata (the length it serves) separately, so a
 * GET during or just after an overwrite can get a cut or mixed body; S3 gives the old object or the new one, whole.
 * Locally that matters because menu-prerender overwrites the diner pages while the web server reads them.
 *
 * Here a PUT writes the whole body to a temporary file beside the object first, then, holding the key, renames it over
 * the object (atomic on one filesystem) and writes the metadata; a GET takes the key while it reads the metadata and
 * opens the file. An open file keeps its content after a rename replaces it, so the reader streams the version whose
 * length it was told. Temporary names don't end in s3rver's `._S3rver_object`, so listings never show them.
 */
import { createHash, randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/** The slice of s3rver's FilesystemStore (lib/stores/filesystem.js, 3.7) this module replaces or calls. */
export interface FilesystemStore {
  getResourcePath(bucket: string, key: string, resource: string): string;
  putMetadata(bucket: string, key: string, metadata: Record<string, string>, md5: string): Promise<void>;
  getObject(bucket: string, key: string, options?: unknown): Promise<unknown>;
  putObject(object: { bucket: string; key: string; content: Buffer | Readable; metadata: Record<string, string> }): Promise<{ size: number; md5: string }>;
}

/** One queue per object key: what is queued runs after everything queued before it has settled. */
function keyedQueue() {
  const tails = new Map<string, Promise<unknown>>();
  return async <T>(key: string, run: () => Promise<T>): Promise<T> => {
    const before = tails.get(key) ?? Promise.resolve();
    const result = before.then(run, run);
    const tail = result.catch(() => undefined);
    tails.set(key, tail);
    try {
      return await result;
    } finally {
      if (tails.get(key) === tail) tails.delete(key);
    }
  };
}

export function makeObjectWritesAtomic(store: FilesystemStore): void {
  const holding = keyedQueue();
  const getObject = store.getObject.bind(store);

  store.putObject = async (object) => {
    const objectPath = store.getResourcePath(object.bucket, object.key, 'object');
    await mkdir(path.dirname(objectPath), { recursive: true });
    const temporary = `${objectPath}.${randomUUID()}.writing`;
    const md5 = createHash('md5');
    let size = 0;
    try {
      await pipeline(
        Buffer.isBuffer(object.content) ? Readable.from([object.content]) : object.content,
        new Transform({
          transform(chunk: Buffer, _encoding, done) {
            md5.update(chunk);
            size += chunk.length;
            done(null, chunk);
          },
        }),
        createWriteStream(temporary),
      );
      const digest = md5.digest('hex');
      await holding(`${object.bucket}/${object.key}`, async () => {
        await rename(temporary, objectPath);
        await store.putMetadata(object.bucket, object.key, object.metadata, digest);
      });
      return { size, md5: digest };
    } catch (error) {
      await rm(temporary, { force: true });
      throw error;
    }
  };

  // getObject resolves once the file is open (its 'open' event), so the key is held until the reader has its file.
  store.getObject = (bucket, key, options) => holding(`${bucket}/${key}`, () => getObject(bucket, key, options));
}
