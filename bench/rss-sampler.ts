import fs from 'node:fs';

/** A process's resident memory (Linux /proc), in MB. */
export const rssMegabytes = (pid: number): number | undefined => {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    const kilobytes = /^VmRSS:\s+(\d+)\s+kB$/m.exec(status)?.[1];
    return kilobytes === undefined ? undefined : Number(kilobytes) / 1024;
  } catch {
    return undefined;
  }
};

/** Samples a process's RSS every 100 ms and keeps the peak since the last reset. */
export class RssSampler {
  private timer: NodeJS.Timeout | undefined;
  private peakMb = 0;

  constructor(private readonly pid: number) {}

  start(): void {
    this.timer = setInterval(() => this.sample(), 100);
    this.timer.unref();
  }

  sample(): number | undefined {
    const now = rssMegabytes(this.pid);
    if (now !== undefined) this.peakMb = Math.max(this.peakMb, now);
    return now;
  }

  /** The peak since the last reset, and starts a new window. */
  takePeak(): number {
    this.sample();
    const peak = this.peakMb;
    this.peakMb = 0;
    return peak;
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
  }
}
