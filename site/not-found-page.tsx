import { color } from '../src/ui/theme';
import { SiteLayout } from './site-layout';

export function NotFoundPage() {
  return (
    <SiteLayout>
      <section css={{ maxWidth: 760, margin: '0 auto', padding: '56px 20px 72px' }}>
        <h1 css={{ margin: '0 0 12px', color: color.navy }}>Page not found</h1>
        <p>The page you asked for does not exist. It may have moved, or the link may be mistyped.</p>
        <p>
          <a href="/">Go to the home page</a> or{' '}
          <a href="/survey/v4nv">check whether your accident claim qualifies</a>.
        </p>
      </section>
    </SiteLayout>
  );
}
