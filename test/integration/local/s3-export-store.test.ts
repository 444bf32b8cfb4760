/**
 * The export store on the S3 emulator (functions/lib/media/s3-export-store.ts): a file bigger than a part goes up as a
 * multipart upload, a part at a time, and reads back whole through its presigned link; a file smaller than a part is
 * one PUT; a source that fails part way leaves no file, its upload aborted. Parts are 64 KiB here instead of S3's
 * 5 MiB, so the test stays small (the emulator, like S3 for every part but the last, takes any size).
 */
import { GetObjectCommand, HeadObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { afterAll, describe, expect, it } from 'vitest';
import { config } from '../../../functions/lib/config';
import { createS3ExportStore } from '../../../functions/lib/media/s3-export-store';

const client = new S3Client({ region: config.region, endpoint: config.s3Endpoint, forcePathStyle: true });
const bucket = config.mediaBucket!;
const PART = 64 * 1024;

afterAll(() => client.destroy());

/** Counts what the store sends. */
function counting() {
  const sent: string[] = [];
  client.middlewareStack.add((next, context) => (args) => {
    sent.push(context.commandName!);
    return next(args);
  }, { step: 'initialize', name: `count-${Math.random()}` });
  return sent;
}

const fileNamed = (name: string) => ({ key: `exports/test-store/${crypto.randomUUID()}/${name}`, filename: name, contentType: 'text/csv; charset=utf-8' });

/** `count` rows of about 100 bytes, a page of 100 at a time, as the export yields them. */
async function* rows(count: number, failAfter = Infinity) {
  yield 'Order code,Total\r\n';
  for (let page = 0; page * 100 < count; page++) {
    if (page * 100 >= failAfter) throw new Error('the table stopped answering');
    yield Array.from({ length: Math.min(100, count - page * 100) }, (_, i) => `ORDER-${page * 100 + i},${'9'.repeat(80)}.00\r\n`).join('');
  }
}

describe('the S3 export store', () => {
  it('streams a file of several parts as one multipart upload, read back whole through its link', async () => {
    const store = createS3ExportStore({ client, bucket, partBytes: PART });
    const sent = counting();
    const file = fileNamed('big.csv');
    let expected = '';
    for await (const chunk of rows(3_000)) expected += chunk;

    const bytes = await store.write(file, rows(3_000));
    expect(bytes).toBe(Buffer.byteLength(expected));
    const parts = sent.filter((c) => c === 'UploadPartCommand').length;
    // ~300 KB in 64 KiB parts: each part sent once it is full, the rest last.
    expect(parts).toBe(Math.ceil(bytes / PART));
    expect(parts).toBeGreaterThan(3);
    expect(sent.filter((c) => c === 'CreateMultipartUploadCommand' || c === 'CompleteMultipartUploadCommand')).toEqual(['CreateMultipartUploadCommand', 'CompleteMultipartUploadCommand']);
    expect(sent).not.toContain('PutObjectCommand');

    const link = await store.downloadUrl(file, 60);
    const res = await fetch(link);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="big.csv"');
    expect(await res.text()).toBe(expected);
  });

  it('sends a file smaller than a part as one PUT', async () => {
    const store = createS3ExportStore({ client, bucket, partBytes: PART });
    const sent = counting();
    const file = fileNamed('small.csv');
    const bytes = await store.write(file, rows(50));
    expect(sent.filter((c) => c !== 'GetObjectCommand')).toContain('PutObjectCommand');
    expect(sent).not.toContain('CreateMultipartUploadCommand');
    const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: file.key }));
    expect((await object.Body!.transformToString()).length).toBe(bytes);
  });

  it('leaves no file, its upload aborted, when the rows stop coming part way', async () => {
    const store = createS3ExportStore({ client, bucket, partBytes: PART });
    const file = fileNamed('broken.csv');
    const sent = counting();
    await expect(store.write(file, rows(3_000, 1_500))).rejects.toThrow('the table stopped answering');
    await expect(client.send(new HeadObjectCommand({ Bucket: bucket, Key: file.key }))).rejects.toMatchObject({ name: 'NotFound' });
    // Parts had been sent; the upload was aborted, not completed (the emulator cannot list uploads left open).
    expect(sent.filter((c) => c === 'UploadPartCommand').length).toBeGreaterThan(0);
    expect(sent).toContain('AbortMultipartUploadCommand');
    expect(sent).not.toContain('CompleteMultipartUploadCommand');
  });
});
