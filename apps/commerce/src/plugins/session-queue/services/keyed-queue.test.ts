import { describe, expect, it } from 'vitest';
import { KeyedQueue } from './keyed-queue';

/** A task that logs its start and end, and ends when told. */
function gate(log: string[], name: string) {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return {
    open,
    task: async () => {
      log.push(`${name} start`);
      await opened;
      log.push(`${name} end`);
      return name;
    },
  };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('KeyedQueue', () => {
  it('runs one key’s tasks one after another, in arrival order, and other keys alongside', async () => {
    const queue = new KeyedQueue(10_000);
    const log: string[] = [];
    const a1 = gate(log, 'a1');
    const a2 = gate(log, 'a2');
    const b1 = gate(log, 'b1');
    const results = [queue.run('a', a1.task), queue.run('a', a2.task), queue.run('b', b1.task)];
    await tick();
    expect(log).toEqual(['a1 start', 'b1 start']);
    a2.open();
    await tick();
    expect(log).toEqual(['a1 start', 'b1 start']);
    a1.open();
    b1.open();
    await expect(Promise.all(results)).resolves.toEqual(['a1', 'a2', 'b1']);
    expect(log).toEqual(['a1 start', 'b1 start', 'a1 end', 'b1 end', 'a2 start', 'a2 end']);
    expect(queue.size).toBe(0);
  });

  it('goes on after a task that failed, and passes the failure to its caller', async () => {
    const queue = new KeyedQueue(10_000);
    const failed = queue.run('a', () => Promise.reject(new Error('refused')));
    const next = queue.run('a', () => Promise.resolve('next'));
    await expect(failed).rejects.toThrow('refused');
    await expect(next).resolves.toBe('next');
    expect(queue.size).toBe(0);
  });

  it('waits for a task that hangs only so long', async () => {
    const queue = new KeyedQueue(20);
    const log: string[] = [];
    const hanging = gate(log, 'hanging');
    void queue.run('a', hanging.task);
    await expect(queue.run('a', () => Promise.resolve('after'))).resolves.toBe('after');
    hanging.open();
  });
});
