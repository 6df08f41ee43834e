/**
 * How the session learns that its control acted (run/activity.ts): from what the effect sources see
 * as it comes, real files and byte chunks, no process.
 */
import { describe, expect, test } from '@jest/globals';
import { appendFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { Activity } from '../src/run/activity.js';
import { tempDir } from './helpers.js';

const CANARY = 'mcpgate-0123456789abcdef';

describe('Activity: when the control acted, as the effect sources saw it', () => {
  test('only what carries the canary counts, a canary split across two reads of a connection too', () => {
    const a = new Activity(CANARY, undefined, false);
    const t0 = performance.now();
    a.connection();
    a.data({}, Buffer.from('POST /telemetry HTTP/1.1\r\n'));
    a.sandbox(Buffer.from('cache.json'));
    expect(a.since(t0)).toBe(false);
    const conn = {};
    a.data(conn, Buffer.from(`GET /r/${CANARY.slice(0, 10)}`));
    expect(a.since(t0)).toBe(false);
    // Another connection's bytes do not complete it.
    a.data({}, Buffer.from(CANARY.slice(10)));
    expect(a.since(t0)).toBe(false);
    a.data(conn, Buffer.from(`${CANARY.slice(10)} HTTP/1.1\r\n`));
    expect([a.since(t0), a.carried]).toEqual([true, true]);
    expect(a.since(performance.now() + 1)).toBe(false);
  });
  test('a sandbox name that holds it; with anyEvent, any event at all', () => {
    const named = new Activity(CANARY, undefined, false);
    named.sandbox(Buffer.from(`${CANARY}.txt`));
    expect(named.carried).toBe(true);
    const any = new Activity(CANARY, undefined, true);
    const t0 = performance.now();
    any.sandbox('notes.txt');
    expect([any.since(t0), any.carried]).toEqual([true, false]);
  });
  test("the action log's new bytes are read at each write, a line written in two parts too", () => {
    const log = path.join(tempDir(), 'action-log.jsonl');
    writeFileSync(log, '');
    const a = new Activity(CANARY, log, false);
    const t0 = performance.now();
    appendFileSync(log, '{"started":true}\n{"args":{"canary":"mcpgate-0123');
    a.recorderWritten();
    expect(a.since(t0)).toBe(false);
    appendFileSync(log, '456789abcdef"}}\n');
    a.recorderWritten();
    expect(a.since(t0)).toBe(true);
  });
  test('a wait ends at the next event it counts, or when its time is up; blind, nothing is waited for', async () => {
    const a = new Activity(CANARY, undefined, false);
    const waited = a.next(10_000);
    a.connection();
    a.data({}, Buffer.from(`x ${CANARY}`));
    expect(await waited).toBe(true);
    expect(await a.next(1)).toBe(false);
    const blind = new Activity(CANARY, undefined, false);
    blind.blind();
    expect(blind.since(performance.now() + 1000)).toBe(true);
  });
});
