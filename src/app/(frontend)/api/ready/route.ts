import { readiness } from './readiness'
import { internalHeaders } from '@/lib/internal-headers'

// Readiness for a load balancer (/api/health is the liveness answer, from the server in front):
// 200 when the instance can serve its pages and take the forms (the database and the file storage
// answer, the spool has room), 503 otherwise; `degraded` names what it works without meanwhile
// (e.g. `cache`: Redis away, pages rendered without the shared cache). What is wrong is told only
// to callers on this machine (a health check, an operator); a stranger learns the status alone
// (docs/decisions/026-hostile-requests.md).
export const dynamic = 'force-dynamic'

export async function GET(request: Request) {
  const report = await readiness()
  const operator = request.headers.get(internalHeaders.operator) === '1'
  return Response.json(operator ? report : { ready: report.ready }, { status: report.ready ? 200 : 503, headers: { 'cache-control': 'no-store' } })
}
