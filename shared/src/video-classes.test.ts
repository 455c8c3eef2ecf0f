import { describe, expect, it } from 'vitest';
import { chapterAt, chapterProblems, isHlsUrl, videoEmbedUrl, videoLinkId, videoSourceProblems, watchedPercent } from './video-classes';

describe('video links', () => {
  it('finds the YouTube id in each link shape, and nothing in other hosts or malformed ids', () => {
    for (const link of [
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      'https://youtube.com/watch?v=dQw4w9WgXcQ&t=42',
      'https://m.youtube.com/watch?v=dQw4w9WgXcQ',
      'https://youtu.be/dQw4w9WgXcQ',
      'https://www.youtube.com/embed/dQw4w9WgXcQ',
      'https://www.youtube.com/shorts/dQw4w9WgXcQ',
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    ])
      expect(videoLinkId('youtube', link)).toBe('dQw4w9WgXcQ');
    for (const link of [
      'https://example.com/watch?v=dQw4w9WgXcQ',
      'https://youtu.be/short',
      'javascript:alert(1)',
      'not a url',
      'https://www.youtube.com/watch',
    ])
      expect(videoLinkId('youtube', link)).toBeNull();
  });

  it('finds the Vimeo id, and builds the privacy-enhanced embeds', () => {
    expect(videoLinkId('vimeo', 'https://vimeo.com/76979871')).toBe('76979871');
    expect(videoLinkId('vimeo', 'https://vimeo.com/channels/staffpicks/76979871')).toBe('76979871');
    expect(videoLinkId('vimeo', 'https://player.vimeo.com/video/76979871')).toBe('76979871');
    expect(videoLinkId('vimeo', 'https://vimeo.com/about')).toBeNull();
    expect(videoEmbedUrl('youtube', 'dQw4w9WgXcQ')).toBe('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ');
    expect(videoEmbedUrl('vimeo', '76979871')).toBe('https://player.vimeo.com/video/76979871?dnt=1');
  });

  it('accepts HLS playlists only over http(s) ending in .m3u8', () => {
    expect(isHlsUrl('https://cdn.example.com/a/master.m3u8?token=1')).toBe(true);
    expect(isHlsUrl('ftp://cdn.example.com/a/master.m3u8')).toBe(false);
    expect(isHlsUrl('https://cdn.example.com/a/video.mp4')).toBe(false);
  });

  it('says which source field is wrong', () => {
    expect(videoSourceProblems('file', null)).toEqual({});
    expect(videoSourceProblems('file', 'https://x.test/a.mp4')).toEqual({ source_url: 'validation.video.source_url.file' });
    expect(videoSourceProblems('hls', '')).toEqual({ source_url: 'validation.video.source_url.required' });
    expect(videoSourceProblems('vimeo', 'https://vimeo.com/1')).toEqual({});
  });
});

describe('chapters and progress', () => {
  const chapters = [
    { title: 'Intro', start_seconds: 0 },
    { title: 'Slope', start_seconds: 60 },
    { title: 'Intercept', start_seconds: 120 },
  ];
  it('checks chapter order against the length', () => {
    expect(chapterProblems(chapters, 600)).toEqual({});
    expect(chapterProblems(chapters, 120)).toEqual({ chapters: 'validation.video.chapters.duration' });
    expect(chapterProblems([chapters[1]], null)).toEqual({ chapters: 'validation.video.chapters.first' });
    expect(chapterProblems([chapters[0], chapters[2], chapters[1]], null)).toEqual({ chapters: 'validation.video.chapters.order' });
  });
  it('finds the chapter playing and the share watched', () => {
    expect(chapterAt(chapters, 0)).toBe(0);
    expect(chapterAt(chapters, 119)).toBe(1);
    expect(chapterAt(chapters, 500)).toBe(2);
    expect(chapterAt([], 5)).toBe(-1);
    expect(watchedPercent(90, 600)).toBe(15);
    expect(watchedPercent(700, 600)).toBe(100);
    expect(watchedPercent(5, 0)).toBe(0);
  });
});
