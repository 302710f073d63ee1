import 'server-only';

export type CallPriority = 'person' | 'background';

export interface QueuedCall {
  priority: CallPriority;
  /** Whose turn it is among people (the actor id; '' for a person's call made without an actor). */
  actorId: string;
  /** Places of the window this call leaves to others (from its share). */
  floor: number;
  /** Epoch ms after which the call would rather fail than keep waiting. */
  deadline?: number;
}

/**
 * The calls waiting for one operation's window, in the order it hands out places: people before
 * background work; among people one call per person in turn (round robin over actor ids), each person's
 * calls in the order they came; background calls in the order they came.
 */
export class BudgetQueue<C extends QueuedCall> {
  /** Map order is the rotation: a person just served moves to its end. */
  private readonly people = new Map<string, C[]>();
  private readonly background: C[] = [];
  private counts = { person: 0, background: 0 };

  get size(): number {
    return this.counts.person + this.counts.background;
  }

  sizes(): Readonly<Record<CallPriority, number>> {
    return { ...this.counts };
  }

  add(call: C): void {
    if (call.priority === 'background') this.background.push(call);
    else {
      const calls = this.people.get(call.actorId);
      if (calls) calls.push(call);
      else this.people.set(call.actorId, [call]);
    }
    this.counts[call.priority] += 1;
  }

  /** Every waiting call, the next in turn first. */
  inTurn(): C[] {
    return [...[...this.people.values()].flat(), ...this.background];
  }

  /** Takes the call out; a person served goes to the end of the rotation. */
  remove(call: C, served = false): void {
    const calls = call.priority === 'background' ? this.background : this.people.get(call.actorId);
    const index = calls?.indexOf(call) ?? -1;
    if (!calls || index < 0) return;
    calls.splice(index, 1);
    this.counts[call.priority] -= 1;
    if (call.priority === 'background') return;
    if (served || calls.length === 0) this.people.delete(call.actorId);
    if (served && calls.length > 0) this.people.set(call.actorId, calls);
  }

  earliestDeadline(): number | undefined {
    let earliest: number | undefined;
    for (const call of this.inTurn())
      if (call.deadline !== undefined && (earliest === undefined || call.deadline < earliest)) earliest = call.deadline;
    return earliest;
  }
}
