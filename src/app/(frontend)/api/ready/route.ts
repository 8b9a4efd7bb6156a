import { readiness } from '@/lib/readiness'

// Readiness for a load balancer (/api/health is the liveness answer, from the server in front):
// 200 when the database, the shared cache and the file storage answer, 503 otherwise.
export const dynamic = 'force-dynamic'

export async function GET() {
  const report = await readiness()
  return Response.json(report, { status: report.ready ? 200 : 503, headers: { 'cache-control': 'no-store' } })
}
