/**
 * The lesson's player, in a chunk of its own (the detail page imports it lazily; the entry bundle never
 * sees Plyr or hls.js). Plyr draws the same accessible controls over an uploaded file, an HLS stream and a
 * YouTube (youtube-nocookie) or Vimeo (do-not-track) embed; hls.js, loaded only for an HLS lesson in a
 * browser without native HLS (Safari plays it natively), feeds the stream through Media Source Extensions.
 * The player resumes at `startAt` and reports the position (throttled) through `onSave`.
 */
import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import Plyr from 'plyr';
import 'plyr/dist/plyr.css';
import { VIDEO_LIMITS, VIDEO_SAVE_INTERVAL_MS, videoLinkId, type VideoChapterDto, type VideoPlaybackDto } from '@app/shared';
import { playerMessages } from '../player-messages';

/** Plyr's icon sprite, served with the app instead of from Plyr's CDN. */
const ICON_URL = new URL('../../../../../node_modules/plyr/dist/plyr.svg', import.meta.url).href;

export interface PlayerControl {
  seek(seconds: number): void;
}

export interface VideoPlayerProps {
  playback: VideoPlaybackDto;
  chapters: VideoChapterDto[];
  /** Where to resume (seconds). */
  startAt: number;
  onSave(position: number, duration: number, leaving: boolean): void;
  onTime?(seconds: number): void;
  /** Filled once the player is ready: the chapter list seeks through it. */
  control?: { current: PlayerControl | null };
}

export default function VideoPlayer({ playback, chapters, startAt, onSave, onTime, control }: VideoPlayerProps) {
  const holder = useRef<HTMLDivElement>(null);
  const intl = useIntl();
  // The callbacks change on every render of the page; the player is built once per source.
  const latest = useRef({ onSave, onTime, startAt, chapters });
  latest.current = { onSave, onTime, startAt, chapters };

  useEffect(() => {
    const host = holder.current!;
    let disposed = false;
    let player: Plyr | null = null;
    let destroyHls: (() => void) | null = null;
    let resumed = false;
    let lastSavedAt = 0;
    let lastSavedPos = -1;

    const embed = playback.kind === 'youtube' || playback.kind === 'vimeo';
    let media: HTMLElement;
    if (embed) {
      media = document.createElement('div');
      media.dataset.plyrProvider = playback.kind;
      media.dataset.plyrEmbedId = videoLinkId(playback.kind as 'youtube' | 'vimeo', playback.url) ?? '';
    } else {
      const video = document.createElement('video');
      video.playsInline = true;
      video.preload = 'metadata';
      video.dataset.testid = 'video-element';
      media = video;
    }
    host.appendChild(media);

    const save = (leaving = false) => {
      if (!player || !resumed) return;
      const duration = Math.round(player.duration);
      if (!Number.isFinite(duration) || duration < 1 || duration > VIDEO_LIMITS.secondsMax) return;
      const position = Math.min(Math.floor(player.currentTime), duration);
      if (position === lastSavedPos && !leaving) return;
      lastSavedPos = position;
      lastSavedAt = Date.now();
      latest.current.onSave(position, duration, leaving);
    };

    const resume = () => {
      if (!player || resumed) return;
      const at = latest.current.startAt;
      const duration = player.duration;
      // Near the end (a finished lesson) starts over instead of showing the last frame.
      if (at > 0 && (!Number.isFinite(duration) || duration === 0 || at < duration - 2)) player.currentTime = at;
      resumed = true;
    };

    const onLeave = () => save(true);
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') save(true);
    };

    const t = (m: keyof typeof playerMessages) => intl.formatMessage(playerMessages[m]);

    async function start() {
      if (playback.kind === 'hls') {
        const video = media as HTMLVideoElement;
        if (video.canPlayType('application/vnd.apple.mpegurl')) video.src = playback.url;
        else {
          const { default: Hls } = await import('hls.js');
          if (disposed) return;
          if (Hls.isSupported()) {
            const hls = new Hls();
            hls.loadSource(playback.url);
            hls.attachMedia(video);
            destroyHls = () => hls.destroy();
          }
        }
      } else if (playback.kind === 'file') {
        (media as HTMLVideoElement).src = playback.url;
      }
      if (disposed) return;
      player = new Plyr(media, {
        iconUrl: ICON_URL,
        blankVideo: '',
        controls: ['play-large', 'play', 'progress', 'current-time', 'duration', 'mute', 'volume', 'settings', 'pip', 'fullscreen'],
        settings: ['speed'],
        speed: { selected: 1, options: [0.75, 1, 1.25, 1.5, 1.75, 2] },
        keyboard: { focused: true, global: false },
        invertTime: false,
        markers: { enabled: true, points: latest.current.chapters.map((c) => ({ time: c.start_seconds, label: c.title })) },
        youtube: { noCookie: true, rel: 0, modestbranding: 1 },
        vimeo: { dnt: true },
        i18n: {
          play: t('play'),
          pause: t('pause'),
          playLarge: t('play'),
          mute: t('mute'),
          unmute: t('unmute'),
          volume: t('volume'),
          settings: t('settings'),
          speed: t('speed'),
          normal: t('normal'),
          menuBack: t('menuBack'),
          enterFullscreen: t('enterFullscreen'),
          exitFullscreen: t('exitFullscreen'),
          pip: t('pip'),
          currentTime: t('currentTime'),
          duration: t('duration'),
          seek: t('seek'),
          played: t('played'),
          buffered: t('buffered'),
        },
      });
      player.on(embed ? 'ready' : 'loadedmetadata', resume);
      player.on('timeupdate', () => {
        if (!player) return;
        latest.current.onTime?.(player.currentTime);
        if (player.playing && Date.now() - lastSavedAt >= VIDEO_SAVE_INTERVAL_MS) save();
      });
      player.on('pause', () => save());
      player.on('seeked', () => save());
      player.on('ended', () => save());
      if (control) control.current = { seek: (s) => player && (player.currentTime = s) };
      window.addEventListener('pagehide', onLeave);
      document.addEventListener('visibilitychange', onVisibility);
    }
    void start();

    return () => {
      disposed = true;
      save(true);
      window.removeEventListener('pagehide', onLeave);
      document.removeEventListener('visibilitychange', onVisibility);
      if (control) control.current = null;
      player?.destroy();
      destroyHls?.();
      host.replaceChildren();
    };
    // One player per source; the texts of its controls are read when it is built.
  }, [playback.kind, playback.url]); // eslint-disable-line react-hooks/exhaustive-deps

  return <div ref={holder} className="video-player rounded overflow-hidden bg-black" data-testid="video-player" />;
}
