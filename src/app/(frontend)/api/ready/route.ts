import { readiness } from '@/lib/readiness'

// Readiness for a load balancer (/api/health is the liveness answer, from the server in front):
// 200 when the instance can serve its pages and take the forms (the database and the file storage
// answer, the spool has room), 503 otherwise; `degraded` names what it works without meanwhile
// (e.g. `cache`: Redis away, pages rendered without the shared cache).
export const dynamic = 'force-dynamic'

export async function GET() {
  const report = await readiness()
  return Response.json(report, { status: report.ready ? 200 : 503, headers: { 'cache-control': 'no-store' } })
}
