import styled from '@emotion/styled';
import { useSiteConfig } from '../src/ui/site-config';
import { color } from '../src/ui/theme';
import { VIDEO_GALLERY } from './content/pages/video-gallery';
import { SiteLayout } from './site-layout';
import { media, site } from './site-theme';
import { VideoFacade } from './video-facade';

const Head = styled.div({
  background: `linear-gradient(135deg, ${color.navy} 0%, ${color.navyLight} 100%)`,
  color: '#fff',
});
const HeadInner = styled.div({
  maxWidth: site.contentWidth,
  margin: '0 auto',
  padding: '48px 20px 40px',
  [media.phone]: { padding: '32px 20px 28px' },
  '& h1': { margin: '0 0 10px', fontSize: 'clamp(30px, 5vw, 44px)' },
  '& p': { margin: 0, maxWidth: 720, fontSize: 18, color: '#e2e8f0' },
});
const Grid = styled.ul({
  maxWidth: site.contentWidth,
  margin: '0 auto',
  padding: '40px 20px 24px',
  listStyle: 'none',
  display: 'grid',
  gap: 28,
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  '@media (max-width: 820px)': { gridTemplateColumns: '1fr' },
});
const Card = styled.li({
  borderRadius: 12,
  background: color.surface,
  boxShadow: '0 6px 24px rgba(15, 39, 71, 0.1)',
  '& h2': { margin: 0, fontSize: 20, color: color.navy },
  '& p': { margin: '6px 0 0', color: color.muted },
});
const Note = styled.p({
  maxWidth: site.contentWidth,
  margin: '0 auto',
  padding: '0 20px 56px',
  color: color.muted,
  fontSize: 15,
});

const Empty = styled.section({
  maxWidth: site.contentWidth,
  margin: '0 auto',
  padding: '40px 20px 24px',
  '& h2': { margin: '0 0 8px', fontSize: 24, color: color.navy },
  '& p': { margin: '0 0 12px', color: color.muted, fontSize: 17 },
  '& ul': { margin: '0 0 20px', paddingLeft: 22, fontSize: 17, lineHeight: 1.9 },
});

/**
 * The gallery lists only the videos configured with their YouTube ids (SITE_VIDEOS); with none, it points to the
 * guides that answer the same questions in writing, never to cards of videos that do not exist yet.
 */
export function VideoGalleryPage() {
  const gallery = VIDEO_GALLERY;
  const { videos } = useSiteConfig();
  const configured = gallery.videos.flatMap((video) => {
    const youtubeId = videos[video.slug];
    return youtubeId ? [{ video, youtubeId }] : [];
  });
  return (
    <SiteLayout>
      <Head>
        <HeadInner>
          <h1>{gallery.heading}</h1>
          <p>{gallery.intro}</p>
        </HeadInner>
      </Head>
      {configured.length === 0 ? (
        <Empty data-testid="no-videos">
          <h2>{gallery.noVideos.heading}</h2>
          <p>{gallery.noVideos.text}</p>
          <ul>
            {gallery.noVideos.links.map((link) => (
              <li key={link.href}>
                <a href={link.href}>{link.label}</a>
              </li>
            ))}
          </ul>
          <p>
            {gallery.noVideos.contact}{' '}
            <a href={gallery.noVideos.contactLink.href}>{gallery.noVideos.contactLink.label}</a>.
          </p>
        </Empty>
      ) : (
        <>
          <Grid>
            {configured.map(({ video, youtubeId }) => (
              <Card key={video.slug}>
                <VideoFacade video={video} youtubeId={youtubeId} playLabel={gallery.playLabel} />
                <div css={{ padding: '16px 18px 20px' }}>
                  <h2>{video.title}</h2>
                  <p>{video.summary}</p>
                </div>
              </Card>
            ))}
          </Grid>
          <Note>{gallery.privacyNote}</Note>
        </>
      )}
    </SiteLayout>
  );
}
