// Runs s3rver on 127.0.0.1 with a random port in its own process, for the S3 artifact tests.
// A separate process because s3rver's ListObjectsV2 continuation tokens use single DES, which
// OpenSSL 3 only offers through the legacy provider (`node --openssl-legacy-provider`).
// Usage: node --openssl-legacy-provider s3rver-process.testkit.mjs <directory> <bucket>
// Prints one JSON line `{"address","port"}` when ready; exits on SIGTERM or when stdin closes.
import S3rver from 's3rver';

const [directory, bucket] = process.argv.slice(2);
const server = new S3rver({
  address: '127.0.0.1',
  port: 0,
  silent: true,
  directory,
  configureBuckets: [{ name: bucket, configs: [] }],
});
const { address, port } = await server.run();
process.stdout.write(`${JSON.stringify({ address, port })}\n`);

const stop = async () => {
  await server.close();
  process.exit(0);
};
process.on('SIGTERM', stop);
process.stdin.on('end', stop);
process.stdin.resume();
