import { notFound } from 'next/navigation'

/** Any path no other route matches answers 404 with this language's not-found page. */
export default function Missing() {
  notFound()
}
