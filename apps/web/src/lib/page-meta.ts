import { useEffect } from 'react';

/** What the pre-render (src/entry-server.tsx) writes into the page's head: the last page rendered on the server. */
export const serverPageMeta: { title?: string; description?: string } = {};

function noteServerPageMeta(title: string, description: string | undefined) {
  serverPageMeta.title = title;
  serverPageMeta.description = description;
}

/** Sets the document title and description for the current page. */
export function usePageMeta(title: string, description?: string) {
  if (typeof document === 'undefined') {
    // Rendering on the server (build-time pre-render): no effects run there, so note the meta for the head.
    noteServerPageMeta(title, description);
  }
  useEffect(() => {
    document.title = title;
    setMeta('meta[property="og:title"]', title);
    if (description) {
      setMeta('meta[name="description"]', description);
      setMeta('meta[property="og:description"]', description);
    }
  }, [title, description]);
}

function setMeta(selector: string, content: string) {
  const element = document.head.querySelector<HTMLMetaElement>(selector);
  if (element) element.content = content;
}
