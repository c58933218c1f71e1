// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { VIDEO_GALLERY } from '../../../site/content/pages/video-gallery';
import { VideoGalleryPage } from '../../../site/video-gallery-page';
import { DEFAULT_SITE_CONFIG, SiteConfigProvider } from '../../../src/ui/site-config';

afterEach(cleanup);

function renderGallery(videos: Record<string, string>) {
  return render(
    <SiteConfigProvider config={{ ...DEFAULT_SITE_CONFIG, videos }}>
      <VideoGalleryPage />
    </SiteConfigProvider>,
  );
}

describe('the video gallery', () => {
  it('lists only the videos SITE_VIDEOS configures, with no running time', () => {
    const { container } = renderGallery({ 'claim-process': 'AbCdEfGhIjK' });
    expect(screen.getAllByRole('button', { name: /^Play video:/ })).toHaveLength(1);
    expect(
      screen.getByRole('heading', { level: 2, name: 'How a car accident injury claim works' }),
    ).toBeVisible();
    expect(screen.queryByText('The first hour after a car accident')).toBeNull();
    expect(container.textContent).not.toMatch(/\b\d+:\d\d\b|Coming soon/);
  });

  it('with none configured, points to the written guides instead of cards of videos that do not exist', () => {
    const { container } = renderGallery({});
    expect(screen.queryAllByRole('button', { name: /^Play video:/ })).toHaveLength(0);
    expect(screen.getByRole('heading', { level: 2, name: VIDEO_GALLERY.noVideos.heading })).toBeVisible();
    const links = screen.getAllByRole('link').map((link) => link.getAttribute('href'));
    expect(links).toEqual(expect.arrayContaining(VIDEO_GALLERY.noVideos.links.map((link) => link.href)));
    for (const video of VIDEO_GALLERY.videos) expect(container.textContent).not.toContain(video.title);
    expect(container.textContent).not.toMatch(/\b\d+:\d\d\b|Coming soon/);
  });
});
