import 'server-only';
import { Gauge } from 'prom-client';

/**
 * A gauge without labels that is left out of the exposition until its value is known: prom-client writes such a
 * gauge as 0 from the start and after `reset()`, so "absent before the first" would read as "0 s ago".
 * `collect` calls `clear()` (absent) or `setKnown()`.
 */
export class OptionalGauge extends Gauge {
  private known = false;

  setKnown(value: number): void {
    this.known = true;
    this.set(value);
  }

  /** Absent from the next exposition, until set again. */
  clear(): void {
    this.known = false;
    this.reset();
  }

  override async get() {
    const metric = await super.get();
    return this.known ? metric : { ...metric, values: [] };
  }
}
