import { InvalidEnvironmentError, loadEnv } from './env.ts';
import { copyFiles } from './files/copy-files.ts';
import { createFileStorage } from './files/create-file-storage.ts';
import { createDiskFileStorage } from './files/disk-file-storage.ts';

/**
 * `npm run storage:copy-to-s3`: copies the files of DATA_DIR/files into the bucket that the S3_* settings name, so an
 * installation can move to S3. Safe to run while the server runs and to run again: files already there are skipped.
 */
async function copyToS3(): Promise<void> {
  const config = loadEnv();
  if (config.storage.kind !== 's3') {
    throw new InvalidEnvironmentError('Set S3_BUCKET (and S3_ENDPOINT, S3_REGION, keys as needed) to copy files into.');
  }
  const source = createDiskFileStorage(config.filesDir);
  const target = createFileStorage(config);
  await target.check();
  process.stdout.write(`Copying ${config.filesDir} into bucket ${config.storage.bucket}\n`);
  let lastLine = 0;
  const report = await copyFiles(source, target, (progress) => {
    const seen = progress.copied + progress.alreadyThere;
    if (Date.now() - lastLine > 2000) {
      lastLine = Date.now();
      process.stdout.write(`  ${seen} files checked, ${progress.copied} copied\n`);
    }
  });
  const megabytes = (report.bytesCopied / 1024 / 1024).toFixed(1);
  process.stdout.write(
    `Done: ${report.copied} files copied (${megabytes} MB), ${report.alreadyThere} already in the bucket.\n`,
  );
}

copyToS3().catch((error: unknown) => {
  console.error(error instanceof InvalidEnvironmentError ? `\n${error.message}\n` : error);
  process.exit(1);
});
