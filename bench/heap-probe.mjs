// Preloaded into the server by the soak benchmark only (--import): on SIGUSR2
// it runs a full garbage collection and writes the process's memory figures to
// HEAP_PROBE_FILE, so the benchmark can tell live memory that grows (a leak)
// from a heap V8 has merely let grow under load. It changes nothing else.
import { writeFileSync } from 'node:fs';
import v8 from 'node:v8';
import vm from 'node:vm';

v8.setFlagsFromString('--expose-gc');
const gc = vm.runInNewContext('gc');
const file = process.env.HEAP_PROBE_FILE;

process.on('SIGUSR2', () => {
  gc();
  gc();
  const { rss, heapUsed, heapTotal, external } = process.memoryUsage();
  if (file) writeFileSync(file, JSON.stringify({ rss, heapUsed, heapTotal, external }));
});
