import { describe, expect, it } from 'vitest';
import { youtubeEmbedUrl, youtubeWatchUrl } from './youtube-urls.ts';

describe('YouTube URLs', () => {
  it('embeds from youtube-nocookie.com and starts playing, since the visitor pressed play', () => {
    expect(youtubeEmbedUrl('Kq7vR2mX9bE')).toBe('https://www.youtube-nocookie.com/embed/Kq7vR2mX9bE?autoplay=1');
  });

  it('links the video page on youtube.com', () => {
    expect(youtubeWatchUrl('Kq7vR2mX9bE')).toBe('https://www.youtube.com/watch?v=Kq7vR2mX9bE');
  });

  it('cannot be steered elsewhere by an id that is not one', () => {
    expect(youtubeEmbedUrl('../x?y=1#z')).toBe('https://www.youtube-nocookie.com/embed/..%2Fx%3Fy%3D1%23z?autoplay=1');
    expect(youtubeWatchUrl('a&list=b')).toBe('https://www.youtube.com/watch?v=a%26list%3Db');
  });
});
