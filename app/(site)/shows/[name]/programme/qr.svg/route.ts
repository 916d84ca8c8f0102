import { findShow } from '@/lib/content';
import { programmeQrSvg } from '@/lib/outputs/qr';
import { programmeShowParams } from '../programme-show';

// The QR code of each programme's card, written by the build as shows/{name}/programme/qr.svg
// (docs/rules/shows.md#programme-notes).
export const dynamic = 'force-static';
export const dynamicParams = false;

export const generateStaticParams = programmeShowParams;

export async function GET(_request: Request, { params }: { params: Promise<{ name: string }> }) {
  const { name } = await params;
  if (!findShow(name)?.programme) return new Response('Not found', { status: 404 });
  return new Response(await programmeQrSvg(name), {
    headers: { 'Content-Type': 'image/svg+xml; charset=utf-8' },
  });
}
