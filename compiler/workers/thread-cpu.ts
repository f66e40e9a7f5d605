// CPU time of the calling thread alone (process.cpuUsage() counts every thread of the process),
// so a build can say what each worker and the main thread spent. Node 23.9+ has
// process.threadCpuUsage(); before it, Linux gives the same figure in /proc/thread-self/stat.
// Elsewhere the answer is null and callers report the figures they do have.
import fs from 'node:fs';

/** Linux reports thread times in clock ticks of 1/100 s (USER_HZ, fixed by its ABI). */
const msPerTick = 10;

let procReadable = process.platform === 'linux';

/** Milliseconds of CPU (user + system) this thread has used, or null where it cannot be known. */
export function threadCpuMs(): number | null {
  const own = (process as { threadCpuUsage?: () => { user: number; system: number } }).threadCpuUsage;
  if (own) {
    const { user, system } = own.call(process);
    return (user + system) / 1000;
  }
  if (!procReadable) return null;
  try {
    const stat = fs.readFileSync('/proc/thread-self/stat', 'latin1');
    // Fields after the command name, which is in parentheses and may hold spaces: utime and stime
    // are the 14th and 15th fields of the line, the 12th and 13th after the name.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * msPerTick;
  } catch {
    procReadable = false;
    return null;
  }
}
