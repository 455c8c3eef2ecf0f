/** The libuv threadpool's size (lib/threadpool.ts): a core left to the event loop, an explicit setting kept. */
import { threadpoolSize } from '../../src/lib/threadpool';

describe('threadpoolSize', () => {
  it('leaves one core to the event loop: at least 1 thread, at most Node’s default of 4', () => {
    expect([1, 2, 3, 4, 5, 16].map((cores) => threadpoolSize({}, cores))).toEqual([1, 1, 2, 3, 4, 4]);
  });

  it('keeps an explicit UV_THREADPOOL_SIZE, and ignores one that is not a positive whole number', () => {
    expect(threadpoolSize({ UV_THREADPOOL_SIZE: '8' }, 2)).toBe(8);
    expect(threadpoolSize({ UV_THREADPOOL_SIZE: '0' }, 4)).toBe(3);
    expect(threadpoolSize({ UV_THREADPOOL_SIZE: 'lots' }, 4)).toBe(3);
  });
});
