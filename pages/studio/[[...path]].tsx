import { StudioApp } from '@/studio-local/editor';

/** The built-in content studio (embedded default); production edits content in Sanity Studio (studio/). */
export default function StudioPage() {
  return <StudioApp />;
}
