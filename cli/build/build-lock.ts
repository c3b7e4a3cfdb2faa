import { mkdir, open, readFile, rm } from 'node:fs/promises';
import { dirname } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Runs `work` while holding an exclusive lock file. vite-react-ssg keeps its temporary files in one folder of
 * the project and deletes that whole folder when it finishes, so two builds of one checkout at the same time
 * (a manual build during a scheduled one, parallel tests) would break each other: they take turns instead.
 * A lock left by a process that no longer runs is taken over.
 */
export async function withBuildLock<T>(lockPath: string, work: () => Promise<T>, pollMs = 200): Promise<T> {
  await mkdir(dirname(lockPath), { recursive: true });
  for (;;) {
    try {
      const handle = await open(lockPath, 'wx');
      await handle.writeFile(String(process.pid));
      await handle.close();
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = Number(await readFile(lockPath, 'utf8').catch(() => ''));
      if (Number.isInteger(holder) && holder > 0 && !isRunning(holder)) await rm(lockPath, { force: true });
      else await sleep(pollMs);
    }
  }
  try {
    return await work();
  } finally {
    await rm(lockPath, { force: true });
  }
}
