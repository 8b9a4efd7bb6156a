import * as migration_20261122_031403_initial from './20261122_031403_initial';
import * as migration_20261122_041417_site_navigation from './20261122_041417_site_navigation';
import * as migration_20261122_043727_forms_jobs_exports from './20261122_043727_forms_jobs_exports';
import * as migration_20261122_183843_job_applications from './20261122_183843_job_applications';
import * as migration_20261123_105202_staff_roles from './20261123_105202_staff_roles';

export const migrations = [
  {
    up: migration_20261122_031403_initial.up,
    down: migration_20261122_031403_initial.down,
    name: '20261122_031403_initial',
  },
  {
    up: migration_20261122_041417_site_navigation.up,
    down: migration_20261122_041417_site_navigation.down,
    name: '20261122_041417_site_navigation',
  },
  {
    up: migration_20261122_043727_forms_jobs_exports.up,
    down: migration_20261122_043727_forms_jobs_exports.down,
    name: '20261122_043727_forms_jobs_exports',
  },
  {
    up: migration_20261122_183843_job_applications.up,
    down: migration_20261122_183843_job_applications.down,
    name: '20261122_183843_job_applications',
  },
  {
    up: migration_20261123_105202_staff_roles.up,
    down: migration_20261123_105202_staff_roles.down,
    name: '20261123_105202_staff_roles'
  },
];
