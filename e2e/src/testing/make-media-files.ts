import type { Page } from 'playwright-core';

/*
 * The code runs in the page. It declares no named functions: tsx (which runs the
 * screenshot script) wraps those in a helper the page does not have.
 */
const MAKE_FILES = `(async () => {
  const canvases = ['#c33', '#36c', '#2a2'].map((color) => {
    const c = document.createElement('canvas');
    c.width = 160;
    c.height = 90;
    const g = c.getContext('2d');
    g.fillStyle = color;
    g.fillRect(0, 0, 160, 90);
    return c;
  });
  const images = [];
  for (const c of canvases.slice(0, 2)) {
    const blob = await new Promise((resolve) => c.toBlob(resolve, 'image/png'));
    images.push(Array.from(new Uint8Array(await blob.arrayBuffer())));
  }
  const film = canvases[2];
  const recorder = new MediaRecorder(film.captureStream(25), { mimeType: 'video/webm' });
  const chunks = [];
  recorder.ondataavailable = (event) => chunks.push(event.data);
  const stopped = new Promise((resolve) => (recorder.onstop = resolve));
  recorder.start();
  const g = film.getContext('2d');
  for (let frame = 0; frame < 25; frame++) {
    g.fillStyle = 'hsl(' + frame * 14 + ', 70%, 50%)';
    g.fillRect(0, 0, 160, 90);
    await new Promise((resolve) => setTimeout(resolve, 40));
  }
  recorder.stop();
  await stopped;
  return [images[0], images[1], Array.from(new Uint8Array(await new Blob(chunks).arrayBuffer()))];
})()`;

/** Two small PNGs of different colours and a one-second WebM clip, made by the browser itself. */
export async function makeMediaFiles(page: Page): Promise<{ red: Buffer; blue: Buffer; clip: Buffer }> {
  const [red, blue, clip] = (await page.evaluate(MAKE_FILES)) as number[][];
  return { red: Buffer.from(red), blue: Buffer.from(blue), clip: Buffer.from(clip) };
}

/** Half a second of a 440 Hz tone as a WAV file (8 kHz, 8-bit mono): an audio clip the media library takes. */
export function makeToneWav(): Buffer {
  const rate = 8000;
  const samples = rate / 2;
  const wav = Buffer.alloc(44 + samples);
  wav.write('RIFF', 0, 'ascii');
  wav.writeUInt32LE(36 + samples, 4);
  wav.write('WAVEfmt ', 8, 'ascii');
  wav.writeUInt32LE(16, 16);
  wav.writeUInt16LE(1, 20);
  wav.writeUInt16LE(1, 22);
  wav.writeUInt32LE(rate, 24);
  wav.writeUInt32LE(rate, 28);
  wav.writeUInt16LE(1, 32);
  wav.writeUInt16LE(8, 34);
  wav.write('data', 36, 'ascii');
  wav.writeUInt32LE(samples, 40);
  for (let i = 0; i < samples; i++) wav[44 + i] = Math.round(128 + 100 * Math.sin((2 * Math.PI * 440 * i) / rate));
  return wav;
}
