/** Select options whose labels are their stored values (the admin is for staff; the site localizes them). */
export const selectOptions = (values: readonly string[]) => values.map((value) => ({ label: value, value }))
