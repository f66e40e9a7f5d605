import type http from 'node:http';
import os from 'node:os';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { channelPolicy, refuse } from '../../../compiler/watch/event-channel.ts';

/** The parts of a request the channel looks at. */
function request(peer: string, headers: Record<string, string>): http.IncomingMessage {
  return { socket: { remoteAddress: peer }, headers } as unknown as http.IncomingMessage;
}

const loopback = suite('event channel: bound to loopback');

loopback('accepts this machine\'s pages by loopback names', () => {
  const policy = channelPolicy('127.0.0.1');
  for (const host of ['localhost:3000', '127.0.0.1:3000', '[::1]:3000', 'LOCALHOST']) assert.is(refuse(request('127.0.0.1', { host }), policy), null, host);
  assert.is(refuse(request('::ffff:127.0.0.1', { host: 'localhost:3000', origin: 'http://localhost:3000' }), policy), null);
});

loopback('rejects other peers, other host names and other origins', () => {
  const policy = channelPolicy('localhost');
  assert.is(refuse(request('192.0.2.7', { host: 'localhost:3000' }), policy), 'the event channel answers this machine only');
  assert.is(refuse(request('127.0.0.1', { host: 'evil.example:3000' }), policy), 'the event channel answers loopback host names only');
  assert.is(refuse(request('127.0.0.1', {}), policy), 'the event channel answers loopback host names only');
  assert.is(refuse(request('127.0.0.1', { host: 'localhost:3000', origin: 'http://evil.example' }), policy), 'origin http://evil.example may not listen to this server');
});

loopback.run();

// ---

const address = suite('event channel: bound to one address');

address('accepts any peer through that address only', () => {
  const policy = channelPolicy('192.168.1.20');
  assert.is(refuse(request('192.168.1.31', { host: '192.168.1.20:3000', origin: 'http://192.168.1.20:3000' }), policy), null);
  assert.is(refuse(request('192.168.1.31', { host: 'localhost:3000' }), policy), 'the event channel answers 192.168.1.20 only');
  assert.is(refuse(request('192.168.1.31', { host: 'rebound.example:3000' }), policy), 'the event channel answers 192.168.1.20 only');
});

address('writes an IPv6 address as the Host header does, in brackets', () => {
  const policy = channelPolicy('fd00::2');
  assert.is(refuse(request('fd00::9', { host: '[fd00::2]:3000' }), policy), null);
  assert.is(refuse(request('fd00::9', { host: '[fd00::3]:3000' }), policy), 'the event channel answers [fd00::2] only');
});

address.run();

// ---

const every = suite('event channel: bound to every address');

every('accepts any peer through this machine\'s own addresses and names', () => {
  const policy = channelPolicy('0.0.0.0');
  const own = Object.values(os.networkInterfaces()).flatMap((list) => list ?? []).map((a) => (a.family === 'IPv6' ? `[${a.address}]` : a.address));
  for (const host of [...own, 'localhost', os.hostname()]) assert.is(refuse(request('203.0.113.5', { host: `${host}:3000` }), policy), null, host);
  assert.match(refuse(request('203.0.113.5', { host: 'rebound.example:3000' }), policy) ?? '', /^the event channel answers localhost, 127\.0\.0\.1, \[::1\], /);
  assert.is(refuse(request('203.0.113.5', { host: 'localhost:3000', origin: 'http://rebound.example' }), policy), 'origin http://rebound.example may not listen to this server');
  assert.not.equal(refuse(request('203.0.113.5', { host: 'local host' }), policy), null);
});

every.run();
