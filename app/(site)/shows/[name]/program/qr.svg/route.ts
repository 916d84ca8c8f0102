import { findShow } from '@/lib/content';
import { programQrSvg } from '@/lib/outputs/qr';
import { programShowParams } from '../program-show';

// The QR code of each program's card, written by the build as shows/{name}/program/qr.svg
// (docs/rules/shows.md#program-notes).
export const dynamic = 'force-static';
export const dynamicParams = false;

export const generateStaticParams = programShowParams;

export async function GET(_request: Request, { params }: { params: Promise<{ name: string }> }) {
  const { name } = await params;
  if (!findShow(name)?.digitalProgram) return new Response('Not found', { status: 404 });
  return new Response(await programQrSvg(name), {
    headers: { 'Content-Type': 'image/svg+xml; charset=utf-8' },
  });
}
