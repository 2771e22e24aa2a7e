/**
 * `setImmediate` in the playground worker: a task after the current one, through a message
 * channel (timers would add a delay of at least 1 ms to each of webpack's queue steps).
 */
const queue: (() => void)[] = [];
const channel = new MessageChannel();
channel.port1.onmessage = () => queue.shift()?.();

export default function setImmediate(callback: (...args: unknown[]) => void, ...args: unknown[]): number {
  queue.push(() => callback(...args));
  channel.port2.postMessage(null);
  return 0;
}
