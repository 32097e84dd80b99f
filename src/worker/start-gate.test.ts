import { describe, expect, it } from 'vitest';
import { StartGate } from './start-gate';

describe('StartGate', () => {
  it('lets the next caller in only when the one inside has started', async () => {
    const gate = new StartGate();
    const order: string[] = [];
    const leaveFirst = await gate.enter();
    const second = gate.enter().then((leave) => {
      order.push('second in');
      return leave;
    });
    await Promise.resolve();
    expect(order).toEqual([]);
    order.push('first started');
    leaveFirst();
    leaveFirst(); // leaving twice lets nobody else in
    const leaveSecond = await second;
    expect(order).toEqual(['first started', 'second in']);
    leaveSecond();
    const third = await gate.enter();
    third();
  });
});
