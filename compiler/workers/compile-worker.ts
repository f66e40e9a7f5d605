// Worker thread: compiles the markdown files it is sent and posts the results back.
import fs from 'node:fs';
import path from 'node:path';
import { parentPort, workerData } from 'node:worker_threads';
import { createMarkdownCompiler } from '../content/compile-markdown.ts';

const compile = await createMarkdownCompiler();
const { siteDir } = workerData as { siteDir: string };
parentPort!.on('message', (batch: { id: number; files: string[] }) => {
  const results = batch.files.map((file) => compile(file, fs.readFileSync(path.join(siteDir, file), 'utf8')));
  parentPort!.postMessage({ id: batch.id, results });
});
parentPort!.postMessage({ ready: true });
