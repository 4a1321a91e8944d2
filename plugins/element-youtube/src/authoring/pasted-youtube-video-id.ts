import { isYoutubeUrl } from '../common/is-youtube-url.js';
import { youtubeVideoId } from '../common/youtube-video-id.js';

/** The clipboard of a paste, as far as the editor reads it. @public */
export type PastedData = Pick<DataTransfer, 'getData'>;

/**
 * The video a paste stands for when all it holds is one YouTube link (spec authoring §2
 * "a YouTube link becomes a youtube block"): plain text that is a YouTube URL, or HTML
 * whose only content is one link to YouTube (or such a URL as text). A YouTube link among
 * other text stays a link, and content copied inside the editor pastes as itself.
 * @public
 */
export function pastedYoutubeVideoId(data: PastedData): string | undefined {
  if (data.getData('application/x-slate-fragment')) return undefined;
  const html = data.getData('text/html');
  const link = html ? loneLinkOf(html) : data.getData('text/plain').trim();
  return link && isYoutubeUrl(link) ? youtubeVideoId(link) : undefined;
}

// DOMParser builds an inert document: pasted markup runs nothing and loads nothing here.
function loneLinkOf(html: string): string | undefined {
  if (html.includes('data-slate-fragment')) return undefined;
  const body = new DOMParser().parseFromString(html, 'text/html').body;
  const text = (body.textContent ?? '').trim();
  const links = body.querySelectorAll('a[href]');
  if (links.length === 0) return text;
  if (links.length > 1 || (links[0].textContent ?? '').trim() !== text) return undefined;
  return links[0].getAttribute('href')?.trim();
}
