import * as migration_20261122_044602_initial from './20261122_044602_initial';
import * as migration_20261122_183852_job_applications from './20261122_183852_job_applications';

export const migrations = [
  {
    up: migration_20261122_044602_initial.up,
    down: migration_20261122_044602_initial.down,
    name: '20261122_044602_initial',
  },
  {
    up: migration_20261122_183852_job_applications.up,
    down: migration_20261122_183852_job_applications.down,
    name: '20261122_183852_job_applications'
  },
];
