// The browser's side of the realtime protocol (src/shared/realtime/contract.ts,
// docs/realtime.md): one WebSocket per page, opened on the first subscription;
// channels with the states of spec section 4 (an errored or timed-out channel
// is dropped after 5 s and tried again on the next connection); reconnection
// with back-off, after which every channel is subscribed again and gets a fresh
// snapshot; and the server's clock, estimated from ping/pong round trips, so
// timers everywhere show the server's time.
import { useEffect, useRef, useState } from 'react';
import {
  MOBILE_MAX_WIDTH_PX,
  REALTIME_CHANNEL_ERROR_UNSUBSCRIBE_MS,
  REALTIME_CHANNELS_KEPT_ON_CLEANUP,
  REALTIME_CLEANUP_CHECK_MS,
  REALTIME_MAX_CHANNELS,
  REALTIME_MAX_CHANNELS_HIDDEN_MOBILE,
} from '#shared/constants.ts';
import {
  REALTIME_MESSAGES,
  REALTIME_PATH,
  REALTIME_RECONNECT_FIRST_MS,
  REALTIME_RECONNECT_MAX_MS,
  REALTIME_SUBSCRIBE_TIMEOUT_MS,
} from '#shared/realtime/connection.ts';
import type { ChannelStatus, ServerMessage } from '#shared/realtime/contract.ts';
import { notify } from './toast.ts';

export interface ChannelHandlers {
  onSnapshot?(snapshot: unknown): void;
  onEvent?(event: string, payload: unknown): void;
  onStatus?(status: ChannelStatus): void;
}

interface Channel {
  name: string;
  handlers: Set<ChannelHandlers>;
  status: ChannelStatus;
  subscribedAt: number;
  timeout?: ReturnType<typeof setTimeout>;
  dropTimer?: ReturnType<typeof setTimeout>;
}

/** Round-trip samples kept for the clock estimate. */
const CLOCK_SAMPLES = 5;
const CLOCK_SYNC_MS = 30_000;

export interface ClockSample {
  offset: number;
  roundTrip: number;
}

/** NTP-style: the server's time is taken as half-way through the round trip. */
export function clockSample(sentAt: number, serverTime: number, receivedAt: number): ClockSample {
  return { offset: serverTime - (sentAt + receivedAt) / 2, roundTrip: receivedAt - sentAt };
}

/** The offset of the sample with the shortest round trip (the least queuing). */
export function bestOffset(samples: readonly ClockSample[]): number {
  let best: ClockSample | undefined;
  for (const sample of samples) if (!best || sample.roundTrip < best.roundTrip) best = sample;
  return best?.offset ?? 0;
}

/** Reconnect delay after `attempt` failures: 250 ms, doubling, at most 1 s. */
export function reconnectDelay(attempt: number): number {
  return Math.min(REALTIME_RECONNECT_MAX_MS, REALTIME_RECONNECT_FIRST_MS * 2 ** attempt);
}

const channels = new Map<string, Channel>();
let socket: WebSocket | null = null;
let attempts = 0;
let reconnectTimer: ReturnType<typeof setTimeout> | undefined;
let clockTimer: ReturnType<typeof setInterval> | undefined;
let cleanupTimer: ReturnType<typeof setInterval> | undefined;
const samples: ClockSample[] = [];
let clockOffset = 0;

/** The server's clock (ms since epoch), as well as this page can tell. */
export function serverNow(): number {
  return Date.now() + clockOffset;
}

export function getClockOffset(): number {
  return clockOffset;
}

/** Takes a clock sample from an HTTP answer that carries the server's time (before the socket has one). */
export function noteServerTime(serverTime: number, sentAt: number, receivedAt = Date.now()): void {
  samples.push(clockSample(sentAt, serverTime, receivedAt));
  if (samples.length > CLOCK_SAMPLES) samples.shift();
  clockOffset = bestOffset(samples);
}

function setStatus(channel: Channel, status: ChannelStatus) {
  channel.status = status;
  for (const handlers of channel.handlers) handlers.onStatus?.(status);
}

function sendJson(message: unknown) {
  if (socket?.readyState === WebSocket.OPEN) socket.send(JSON.stringify(message));
}

function sendSubscribe(channel: Channel) {
  clearTimeout(channel.timeout);
  clearTimeout(channel.dropTimer);
  setStatus(channel, 'connecting');
  sendJson({ type: 'subscribe', channel: channel.name });
  channel.timeout = setTimeout(() => fail(channel, 'timed-out'), REALTIME_SUBSCRIBE_TIMEOUT_MS);
}

/** Spec section 4: an errored or timed-out channel is unsubscribed after 5 s. */
function fail(channel: Channel, status: 'error' | 'timed-out') {
  clearTimeout(channel.timeout);
  setStatus(channel, status);
  if (status === 'error') {
    notify.warning({
      id: `realtime-${channel.name}`,
      title: REALTIME_MESSAGES.channelError.title,
      description: REALTIME_MESSAGES.channelError.description(channel.name.split(':')[0] ?? channel.name),
    });
  } else {
    notify.warning({ id: `realtime-${channel.name}`, ...REALTIME_MESSAGES.timedOut });
  }
  clearTimeout(channel.dropTimer);
  channel.dropTimer = setTimeout(() => {
    sendJson({ type: 'unsubscribe', channel: channel.name });
    setStatus(channel, 'closed');
  }, REALTIME_CHANNEL_ERROR_UNSUBSCRIBE_MS);
}

function ping() {
  sendJson({ type: 'ping', t: Date.now() });
}

function onMessage(raw: string) {
  let message: ServerMessage;
  try {
    message = JSON.parse(raw) as ServerMessage;
  } catch {
    return;
  }
  if (message.type === 'pong') return noteServerTime(message.serverTime, message.t);
  if (message.type === 'heartbeat') return;
  const channel =
    message.type === 'error' || message.type === 'subscribed' || message.type === 'event'
      ? channels.get(message.channel ?? '')
      : undefined;
  if (!channel) return;
  if (message.type === 'subscribed') {
    clearTimeout(channel.timeout);
    setStatus(channel, 'subscribed');
    for (const handlers of channel.handlers) handlers.onSnapshot?.(message.snapshot);
  } else if (message.type === 'event') {
    for (const handlers of channel.handlers) handlers.onEvent?.(message.event, message.payload);
  } else if (message.type === 'error' && message.code !== 'RATE_LIMITED') {
    fail(channel, 'error');
  }
}

function connect() {
  if (socket || channels.size === 0) return;
  const url = new URL(REALTIME_PATH, window.location.href);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  const ws = new WebSocket(url);
  socket = ws;
  ws.addEventListener('open', () => {
    attempts = 0;
    ping();
    clockTimer = setInterval(ping, CLOCK_SYNC_MS);
    for (const channel of channels.values()) sendSubscribe(channel);
  });
  ws.addEventListener('message', (event) => onMessage(String(event.data)));
  ws.addEventListener('close', () => {
    clearInterval(clockTimer);
    socket = null;
    for (const channel of channels.values()) {
      clearTimeout(channel.timeout);
      if (channel.status !== 'closed') setStatus(channel, 'connecting');
    }
    if (channels.size === 0) return;
    // Back soon: a restarted server is answering again within a second.
    reconnectTimer = setTimeout(connect, reconnectDelay(attempts++));
  });
}

/** Spec section 9: past 15 channels keep the newest 10; a hidden phone keeps at most 5. */
function cleanUpChannels() {
  const isHiddenMobile = document.visibilityState === 'hidden' && window.innerWidth <= MOBILE_MAX_WIDTH_PX;
  const limit = isHiddenMobile ? REALTIME_MAX_CHANNELS_HIDDEN_MOBILE : REALTIME_MAX_CHANNELS;
  if (channels.size <= limit) return;
  const keep = isHiddenMobile ? 0 : REALTIME_CHANNELS_KEPT_ON_CLEANUP;
  const oldestFirst = [...channels.values()].sort((a, b) => a.subscribedAt - b.subscribedAt);
  for (const channel of oldestFirst.slice(0, oldestFirst.length - keep)) drop(channel);
}

function drop(channel: Channel) {
  clearTimeout(channel.timeout);
  clearTimeout(channel.dropTimer);
  channels.delete(channel.name);
  sendJson({ type: 'unsubscribe', channel: channel.name });
  setStatus(channel, 'closed');
  if (channels.size === 0) {
    clearTimeout(reconnectTimer);
    clearInterval(cleanupTimer);
    cleanupTimer = undefined;
    socket?.close();
  }
}

/** Follows a channel; returns the function that stops following it. */
export function subscribeChannel(name: string, handlers: ChannelHandlers): () => void {
  let channel = channels.get(name);
  if (!channel) {
    channel = { name, handlers: new Set(), status: 'connecting', subscribedAt: Date.now() };
    channels.set(name, channel);
    if (socket?.readyState === WebSocket.OPEN) sendSubscribe(channel);
  }
  channel.handlers.add(handlers);
  cleanupTimer ??= setInterval(cleanUpChannels, REALTIME_CLEANUP_CHECK_MS);
  connect();
  const followed = channel;
  return () => {
    followed.handlers.delete(handlers);
    if (followed.handlers.size === 0 && channels.get(name) === followed) drop(followed);
  };
}

if (typeof window !== 'undefined') {
  // Spec section 9: every channel is dropped when the page unloads.
  window.addEventListener('pagehide', () => {
    for (const channel of [...channels.values()]) drop(channel);
  });
}

/** Follows a channel while the component is mounted (null: none); handlers may change between renders. */
export function useRealtimeChannel(name: string | null, handlers: Omit<ChannelHandlers, 'onStatus'>): { status: ChannelStatus } {
  const [status, setChannelStatus] = useState<ChannelStatus>('connecting');
  const latest = useRef(handlers);
  latest.current = handlers;
  useEffect(() => {
    if (!name) return;
    return subscribeChannel(name, {
      onSnapshot: (snapshot) => latest.current.onSnapshot?.(snapshot),
      onEvent: (event, payload) => latest.current.onEvent?.(event, payload),
      onStatus: setChannelStatus,
    });
  }, [name]);
  return { status };
}
