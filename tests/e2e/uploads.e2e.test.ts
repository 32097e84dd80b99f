import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Locator } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAppServer, type AppServer } from './helpers/app-server';
import { FAKE_MICROPHONE, launchBrowser } from './helpers/browser';
import { signUpThroughForm } from './helpers/session';
import { shoot } from './helpers/shots';
import { APP_POLL, waitForPath } from './helpers/waits';

let server: AppServer;
let browser: Browser;
const files = mkdtempSync(join(tmpdir(), 'uploads-e2e-'));

/** A 16-bit stereo WAV of `seconds`: a tone stepping up from `hz` each second, with noise. */
function toneWav(name: string, seconds: number, hz: number): string {
  const rate = 22_050;
  const frames = rate * seconds;
  const wav = Buffer.alloc(44 + frames * 4);
  wav.write('RIFF', 0);
  wav.writeUInt32LE(36 + frames * 4, 4);
  wav.write('WAVEfmt ', 8);
  wav.writeUInt32LE(16, 16);
  wav.writeUInt16LE(1, 20);
  wav.writeUInt16LE(2, 22);
  wav.writeUInt32LE(rate, 24);
  wav.writeUInt32LE(rate * 4, 28);
  wav.writeUInt16LE(4, 32);
  wav.writeUInt16LE(16, 34);
  wav.write('data', 36);
  wav.writeUInt32LE(frames * 4, 40);
  for (let i = 0; i < frames; i += 1) {
    const f = hz * (1 + (Math.floor(i / rate) % 4));
    const v = Math.round(
      8000 * Math.sin((2 * Math.PI * f * i) / rate) + (Math.random() - 0.5) * 800,
    );
    wav.writeInt16LE(v, 44 + i * 4);
    wav.writeInt16LE(v, 46 + i * 4);
  }
  const path = join(files, name);
  writeFileSync(path, wav);
  return path;
}

beforeAll(async () => {
  // The file's pages have a fake microphone, for the recording flow.
  [server, browser] = await Promise.all([startAppServer(), launchBrowser(FAKE_MICROPHONE)]);
}, 240_000);

afterAll(async () => {
  await browser?.close();
  await server?.dispose();
  rmSync(files, { recursive: true, force: true });
});

/** Seconds into the song the playbar shows ("0:04 / 0:10" → 4). */
async function seconds(playbar: Locator): Promise<number> {
  const text = (await playbar.getByTestId('playbar-time').textContent()) ?? '';
  const [minutes, secs] = text.split(' / ')[0]!.split(':').map(Number);
  return minutes! * 60 + secs!;
}

describe('audio uploads', () => {
  it('uploads a file through the modal into the library, and several through the studio panel', async () => {
    const song = toneWav('my-tone.wav', 10, 331);
    const notAudio = join(files, 'notes.wav');
    writeFileSync(notAudio, 'these are notes, not audio');
    const page = await browser.newPage();
    await signUpThroughForm(page, server.url, 'uploader');
    await waitForPath(page, '/create');

    // Terms of service first, then the file: a renamed text file is refused in words.
    await page.getByRole('button', { name: 'Upload audio' }).click();
    const dialog = page.getByRole('dialog', { name: 'Upload audio' });
    await dialog.getByText(/Upload only audio you own/).waitFor();
    await shoot(page, 'upload-terms');
    await dialog.getByRole('button', { name: 'I agree' }).click();
    const chooser = dialog.getByLabel(/Choose an audio file/);
    await chooser.setInputFiles(notAudio);
    await dialog.getByText('Invalid upload. Please try again.').waitFor();
    await shoot(page, 'upload-invalid');
    await dialog.getByRole('button', { name: 'Try again' }).click();

    // Trim: the whole 10 s file is kept, within the tier's range.
    await chooser.setInputFiles(song);
    await dialog.getByText('End: 10.0 s').waitFor();
    await dialog.getByText('Keep between 6 and 60 seconds.').waitFor();
    await shoot(page, 'upload-trim');
    await dialog.getByRole('button', { name: 'Continue' }).click();

    // Posted and processed: the title from the file name, and what next.
    const title = dialog.getByLabel('Title');
    await expect.poll(() => title.inputValue(), APP_POLL).toBe('my-tone');
    await expect.poll(() => title.evaluate((e) => e === document.activeElement)).toBe(true);
    await shoot(page, 'upload-finalize');
    await title.fill('My tone');
    await dialog.getByLabel('Keep it').check();
    await dialog.getByRole('button', { name: 'Finish' }).click();
    await dialog.waitFor({ state: 'detached' });

    // The clip is in the library, 10 s long, and plays.
    await page.getByRole('link', { name: 'Library' }).first().click();
    await waitForPath(page, '/me');
    const songs = page.getByRole('list', { name: 'Songs' }).getByRole('listitem');
    const row = songs.filter({ hasText: 'My tone' });
    await row.getByText('0:10').waitFor();
    await shoot(page, 'upload-library');
    await row.getByRole('button', { name: /^Play / }).click();
    const playbar = page.getByRole('region', { name: 'Player' });
    await expect.poll(() => seconds(playbar), APP_POLL).toBeGreaterThan(0);

    // Several files at once in the studio panel: each its progress or its error.
    const second = toneWav('second.wav', 8, 447);
    const third = toneWav('third.wav', 8, 563);
    await page.getByLabel('Upload several files').setInputFiles([second, notAudio, third]);
    const panel = page.getByRole('region', { name: 'Uploads' });
    await panel.getByRole('heading', { name: 'Uploads' }).waitFor();
    await shoot(page, 'upload-studio');
    const failed = panel.getByRole('listitem').filter({ hasText: 'notes.wav' });
    await failed.getByText('Invalid upload. Please try again.').waitFor();
    await failed.getByRole('button', { name: 'Try again' }).click();
    await failed.getByText('Invalid upload. Please try again.').waitFor();
    await failed.getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(() => failed.count(), APP_POLL).toBe(0);
    await expect.poll(() => songs.count(), APP_POLL).toBe(3);
    const list = page.getByRole('list', { name: 'Songs' });
    await list.getByRole('listitem', { name: 'second', exact: true }).waitFor();
    await list.getByRole('listitem', { name: 'third', exact: true }).waitFor();
    await shoot(page, 'upload-studio-done');
  });

  it('records from the microphone, trims the recording and makes it a clip', async () => {
    const page = await browser.newPage();
    await signUpThroughForm(page, server.url, 'recorder');
    await waitForPath(page, '/create');
    await page.getByRole('button', { name: 'Upload audio' }).click();
    const dialog = page.getByRole('dialog', { name: 'Upload audio' });
    await dialog.getByRole('button', { name: 'I agree' }).click();

    // Recording: the level meter moves with the fake device's beeps.
    await dialog.getByRole('button', { name: 'Record with the microphone' }).click();
    const meter = dialog.getByLabel('Microphone level');
    await meter.waitFor();
    await expect
      .poll(() => meter.evaluate((m) => (m as HTMLMeterElement).value), APP_POLL)
      .toBeGreaterThan(0);
    await shoot(page, 'upload-recording');
    // Long enough for the 6 s minimum once a second is trimmed off.
    await page.waitForTimeout(9_000);
    await dialog.getByRole('button', { name: 'Stop recording' }).click();

    // Trim a second off the start, by keyboard as a user would.
    const start = dialog.getByRole('slider', { name: /^Start:/ });
    await start.waitFor();
    const end = Number((await dialog.getByRole('slider', { name: /^End:/ }).inputValue()) || 0);
    expect(end).toBeGreaterThanOrEqual(8);
    await start.focus();
    for (let i = 0; i < 10; i += 1) await page.keyboard.press('ArrowRight');
    await dialog.getByText('Start: 1.0 s').waitFor();
    await shoot(page, 'upload-recording-trim');
    await dialog.getByRole('button', { name: 'Continue' }).click();

    // Finalized and made a clip: in the library, as long as the range kept.
    const title = dialog.getByLabel('Title');
    await title.waitFor();
    await title.fill('My recording');
    await dialog.getByLabel('Keep it').check();
    await dialog.getByRole('button', { name: 'Finish' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('link', { name: 'Library' }).first().click();
    await waitForPath(page, '/me');
    const row = page
      .getByRole('list', { name: 'Songs' })
      .getByRole('listitem')
      .filter({ hasText: 'My recording' });
    // The recording's length is the fake device's, give or take a second.
    const kept = Math.round(end - 1);
    const lengths = [kept - 1, kept, kept + 1].map((s) => `0:${String(s).padStart(2, '0')}`);
    await row.getByText(new RegExp(`^(${lengths.join('|')})$`)).waitFor();
    await shoot(page, 'upload-recording-library');
  });
});
