import { describe, expect, it } from 'vitest';
import { Coalescer } from './coalescer.ts';

/** A statement stand-in that records the items of every call and answers when released. */
function recorder(fail: (item: number) => boolean = () => false) {
  const calls: number[][] = [];
  const pending: (() => void)[] = [];
  const run = (items: number[]) => {
    calls.push([...items]);
    return new Promise<number[]>((resolve, reject) => {
      pending.push(() => (items.some(fail) ? reject(new Error('bad item')) : resolve(items.map((i) => i * 10))));
    });
  };
  /** Lets every statement in flight answer, and the ones they start, until none is left. */
  const settle = async () => {
    for (let round = 0; round < 100; round++) {
      await new Promise((r) => setImmediate(r));
      const now = pending.splice(0);
      if (now.length === 0) return;
      now.forEach((go) => go());
    }
  };
  return { calls, run, settle };
}

describe('Coalescer', () => {
  it('runs a lone write at once, alone', async () => {
    const r = recorder();
    const c = new Coalescer(r.run, { max: 8 });
    const answer = c.submit(4);
    expect(r.calls).toEqual([[4]]);
    await r.settle();
    await expect(answer).resolves.toBe(40);
  });

  it('puts the writes that arrive while one is in flight into one statement, each with its own answer', async () => {
    const r = recorder();
    const c = new Coalescer(r.run, { max: 8 });
    const answers = [1, 2, 3, 4, 5].map((i) => c.submit(i));
    await r.settle();
    expect(r.calls).toEqual([[1], [2, 3, 4, 5]]);
    expect(await Promise.all(answers)).toEqual([10, 20, 30, 40, 50]);
  });

  it('never puts more than max writes into one statement', async () => {
    const r = recorder();
    const c = new Coalescer(r.run, { max: 3 });
    const answers = [1, 2, 3, 4, 5, 6, 7, 8].map((i) => c.submit(i));
    await r.settle();
    expect(r.calls).toEqual([[1], [2, 3, 4], [5, 6, 7], [8]]);
    expect(await Promise.all(answers)).toEqual([10, 20, 30, 40, 50, 60, 70, 80]);
  });

  it('keeps two writes with the same key out of one statement, in arrival order', async () => {
    const r = recorder();
    const c = new Coalescer(r.run, { max: 8, key: (i) => String(i % 3) });
    const answers = [0, 1, 4, 2, 7, 5].map((i) => c.submit(i));
    await r.settle();
    // 1, 4 and 7 share a key (i % 3 = 1), as do 2 and 5.
    expect(r.calls).toEqual([[0], [1, 2], [4, 5], [7]]);
    expect(await Promise.all(answers)).toEqual([0, 10, 40, 20, 70, 50]);
  });

  it('runs each write of a failed statement alone, so only the bad one fails', async () => {
    const r = recorder((i) => i === 3);
    const c = new Coalescer(r.run, { max: 8 });
    const answers = [1, 2, 3, 4].map((i) => c.submit(i).catch((err: Error) => err.message));
    await r.settle();
    expect(r.calls).toEqual([[1], [2, 3, 4], [2], [3], [4]]);
    expect(await Promise.all(answers)).toEqual([10, 20, 'bad item', 40]);
  });

  it('goes on with the next writes after a failure, and alone again once idle', async () => {
    const r = recorder((i) => i === 1);
    const c = new Coalescer(r.run, { max: 8 });
    const first = c.submit(1).catch(() => 'failed');
    const second = c.submit(2);
    await r.settle();
    expect([await first, await second]).toEqual(['failed', 20]);
    const later = c.submit(9);
    expect(r.calls.at(-1)).toEqual([9]);
    await r.settle();
    await expect(later).resolves.toBe(90);
  });
});
