/**
 * A tiny playable video made at test time, so no binary is committed: the page's own Chromium encodes VP8
 * frames with WebCodecs (Debian's Chromium has libvpx), and this file muxes them into a WebM with a
 * duration and cues (MediaRecorder's WebM has neither, so a player could not seek in it or know its
 * length). One keyframe cluster per second.
 */
import type { Page } from '@playwright/test';

const FPS = 10;

/** An EBML variable-length size: 8 bytes always (valid for any size here, and simple). */
const size8 = (n: number) => {
  const b = Buffer.alloc(8);
  b.writeUInt8(0x01, 0);
  b.writeUIntBE(n, 2, 6);
  return b;
};
const el = (id: number[], ...parts: Buffer[]) => {
  const data = Buffer.concat(parts);
  return Buffer.concat([Buffer.from(id), size8(data.length), data]);
};
const uint = (id: number[], v: number, bytes = 4) => {
  // writeUIntBE takes at most 6 bytes: wider fields keep their leading zeros.
  const b = Buffer.alloc(bytes);
  b.writeUIntBE(v, bytes - Math.min(bytes, 6), Math.min(bytes, 6));
  return el(id, b);
};
const str = (id: number[], s: string) => el(id, Buffer.from(s, 'latin1'));
const float = (id: number[], v: number) => {
  const b = Buffer.alloc(8);
  b.writeDoubleBE(v);
  return el(id, b);
};

interface Chunk {
  data: number[];
  timestampMs: number;
  key: boolean;
}

/** Encodes `seconds` of 160x120 frames (a moving bar and the second's number) to VP8 in the page. */
async function encode(page: Page, seconds: number): Promise<Chunk[]> {
  return page.evaluate(
    async ({ seconds, fps }) => {
      const canvas = new OffscreenCanvas(160, 120);
      const g = canvas.getContext('2d')!;
      const chunks: { data: number[]; timestampMs: number; key: boolean }[] = [];
      const encoder = new VideoEncoder({
        output: (chunk) => {
          const data = new Uint8Array(chunk.byteLength);
          chunk.copyTo(data);
          chunks.push({ data: Array.from(data), timestampMs: Math.round(chunk.timestamp / 1000), key: chunk.type === 'key' });
        },
        error: (e) => {
          throw e;
        },
      });
      encoder.configure({ codec: 'vp8', width: 160, height: 120, bitrate: 100_000, framerate: fps });
      for (let i = 0; i < seconds * fps; i++) {
        g.fillStyle = `hsl(${(i * 12) % 360} 70% 50%)`;
        g.fillRect(0, 0, 160, 120);
        g.fillStyle = '#fff';
        g.fillRect((i * 4) % 160, 50, 20, 20);
        g.font = '32px sans-serif';
        g.fillText(String(Math.floor(i / fps)), 10, 40);
        const frame = new VideoFrame(canvas, { timestamp: (i * 1_000_000) / fps });
        encoder.encode(frame, { keyFrame: i % fps === 0 });
        frame.close();
      }
      await encoder.flush();
      encoder.close();
      return chunks;
    },
    { seconds, fps: FPS },
  );
}

/** A WebM of `seconds` seconds (VP8, no audio). */
export async function tinyWebm(page: Page, seconds = 8): Promise<Buffer> {
  const chunks = await encode(page, seconds);
  const durationMs = seconds * 1000;

  // Clusters of one second, each starting with its keyframe.
  const clusters: { timeMs: number; bytes: Buffer }[] = [];
  for (let s = 0; s < seconds; s++) {
    const timeMs = s * 1000;
    const blocks = chunks
      .filter((c) => c.timestampMs >= timeMs && c.timestampMs < timeMs + 1000)
      .map((c) => {
        const head = Buffer.alloc(4);
        head.writeUInt8(0x81, 0); // track 1
        head.writeInt16BE(c.timestampMs - timeMs, 1);
        head.writeUInt8(c.key ? 0x80 : 0x00, 3);
        return el([0xa3], head, Buffer.from(c.data));
      });
    clusters.push({ timeMs, bytes: el([0x1f, 0x43, 0xb6, 0x75], uint([0xe7], timeMs), ...blocks) });
  }

  const info = el(
    [0x15, 0x49, 0xa9, 0x66],
    uint([0x2a, 0xd7, 0xb1], 1_000_000),
    str([0x4d, 0x80], 'e2e'),
    str([0x57, 0x41], 'e2e'),
    float([0x44, 0x89], durationMs),
  );
  const tracks = el(
    [0x16, 0x54, 0xae, 0x6b],
    el(
      [0xae],
      uint([0xd7], 1, 1),
      uint([0x73, 0xc5], 1),
      uint([0x83], 1, 1),
      str([0x86], 'V_VP8'),
      el([0xe0], uint([0xb0], 160, 2), uint([0xba], 120, 2)),
    ),
  );
  // Cues before the clusters (found while reading the header): positions are fixed-width, so their size is known first.
  const cuesFor = (positions: number[]) =>
    el(
      [0x1c, 0x53, 0xbb, 0x6b],
      ...clusters.map((c, i) => el([0xbb], uint([0xb3], c.timeMs), el([0xb7], uint([0xf7], 1, 1), uint([0xf1], positions[i], 8)))),
    );
  const headLength = info.length + tracks.length + cuesFor(clusters.map(() => 0)).length;
  const positions: number[] = [];
  let at = headLength;
  for (const c of clusters) {
    positions.push(at);
    at += c.bytes.length;
  }
  const segment = el([0x18, 0x53, 0x80, 0x67], info, tracks, cuesFor(positions), ...clusters.map((c) => c.bytes));
  const ebml = el(
    [0x1a, 0x45, 0xdf, 0xa3],
    uint([0x42, 0x86], 1, 1),
    uint([0x42, 0xf7], 1, 1),
    uint([0x42, 0xf2], 4, 1),
    uint([0x42, 0xf3], 8, 1),
    str([0x42, 0x82], 'webm'),
    uint([0x42, 0x87], 2, 1),
    uint([0x42, 0x85], 2, 1),
  );
  return Buffer.concat([ebml, segment]);
}
