import * as migration_20261122_044602_initial from './20261122_044602_initial';
import * as migration_20261122_183852_job_applications from './20261122_183852_job_applications';
import * as migration_20261123_105215_staff_roles from './20261123_105215_staff_roles';

export const migrations = [
  {
    up: migration_20261122_044602_initial.up,
    down: migration_20261122_044602_initial.down,
    name: '20261122_044602_initial',
  },
  {
    up: migration_20261122_183852_job_applications.up,
    down: migration_20261122_183852_job_applications.down,
    name: '20261122_183852_job_applications',
  },
  {
    up: migration_20261123_105215_staff_roles.up,
    down: migration_20261123_105215_staff_roles.down,
    name: '20261123_105215_staff_roles'
  },
];
