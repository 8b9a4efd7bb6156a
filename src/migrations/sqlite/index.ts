import * as migration_20261122_031403_initial from './20261122_031403_initial';
import * as migration_20261122_041417_site_navigation from './20261122_041417_site_navigation';
import * as migration_20261122_043727_forms_jobs_exports from './20261122_043727_forms_jobs_exports';
import * as migration_20261122_183843_job_applications from './20261122_183843_job_applications';
import * as migration_20261123_105202_staff_roles from './20261123_105202_staff_roles';
import * as migration_20261123_140000_email_job_keys from './20261123_140000_email_job_keys';
import * as migration_20261123_144017_s3_storage_fields from './20261123_144017_s3_storage_fields';
import * as migration_20261123_231820_editing_workflow from './20261123_231820_editing_workflow';
import * as migration_20261123_233232_translation_status from './20261123_233232_translation_status';
import * as migration_20261124_044049_edited_by_media_alt from './20261124_044049_edited_by_media_alt';
import * as migration_20261124_170115_opening_images from './20261124_170115_opening_images';
import * as migration_20261124_194929_global_drafts from './20261124_194929_global_drafts';
import * as migration_20261127_181213_translations_in_step from './20261127_181213_translations_in_step';
import * as migration_20261127_191459_placeholder_color from './20261127_191459_placeholder_color';
import * as migration_20261128_022412_documents from './20261128_022412_documents';
import * as migration_20261128_050348_free_text_hours_out from './20261128_050348_free_text_hours_out';
import * as migration_20261128_050702_office_contact_company from './20261128_050702_office_contact_company';
import * as migration_20261128_053323_testimonials from './20261128_053323_testimonials';
import * as migration_20261128_063627_first_contact from './20261128_063627_first_contact';
import * as migration_20261128_082944_people from './20261128_082944_people';
import * as migration_20261128_091027_consent_record from './20261128_091027_consent_record';
import * as migration_20261128_093228_retention from './20261128_093228_retention';
import * as migration_20261128_150804_activity_log from './20261128_150804_activity_log';
import * as migration_20261128_153646_visitor_figures from './20261128_153646_visitor_figures';
import * as migration_20261129_035200_menus from './20261129_035200_menus';
import * as migration_20261129_041640_forms from './20261129_041640_forms';
import * as migration_20261129_070237_slugs_per_language from './20261129_070237_slugs_per_language';

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
    name: '20261123_105202_staff_roles',
  },
  {
    up: migration_20261123_140000_email_job_keys.up,
    down: migration_20261123_140000_email_job_keys.down,
    name: '20261123_140000_email_job_keys',
  },
  {
    up: migration_20261123_144017_s3_storage_fields.up,
    down: migration_20261123_144017_s3_storage_fields.down,
    name: '20261123_144017_s3_storage_fields',
  },
  {
    up: migration_20261123_231820_editing_workflow.up,
    down: migration_20261123_231820_editing_workflow.down,
    name: '20261123_231820_editing_workflow',
  },
  {
    up: migration_20261123_233232_translation_status.up,
    down: migration_20261123_233232_translation_status.down,
    name: '20261123_233232_translation_status',
  },
  {
    up: migration_20261124_044049_edited_by_media_alt.up,
    down: migration_20261124_044049_edited_by_media_alt.down,
    name: '20261124_044049_edited_by_media_alt',
  },
  {
    up: migration_20261124_170115_opening_images.up,
    down: migration_20261124_170115_opening_images.down,
    name: '20261124_170115_opening_images',
  },
  {
    up: migration_20261124_194929_global_drafts.up,
    down: migration_20261124_194929_global_drafts.down,
    name: '20261124_194929_global_drafts',
  },
  {
    up: migration_20261127_181213_translations_in_step.up,
    down: migration_20261127_181213_translations_in_step.down,
    name: '20261127_181213_translations_in_step',
  },
  {
    up: migration_20261127_191459_placeholder_color.up,
    down: migration_20261127_191459_placeholder_color.down,
    name: '20261127_191459_placeholder_color',
  },
  {
    up: migration_20261128_022412_documents.up,
    down: migration_20261128_022412_documents.down,
    name: '20261128_022412_documents',
  },
  {
    up: migration_20261128_050348_free_text_hours_out.up,
    down: migration_20261128_050348_free_text_hours_out.down,
    name: '20261128_050348_free_text_hours_out',
  },
  {
    up: migration_20261128_050702_office_contact_company.up,
    down: migration_20261128_050702_office_contact_company.down,
    name: '20261128_050702_office_contact_company',
  },
  {
    up: migration_20261128_053323_testimonials.up,
    down: migration_20261128_053323_testimonials.down,
    name: '20261128_053323_testimonials',
  },
  {
    up: migration_20261128_063627_first_contact.up,
    down: migration_20261128_063627_first_contact.down,
    name: '20261128_063627_first_contact',
  },
  {
    up: migration_20261128_082944_people.up,
    down: migration_20261128_082944_people.down,
    name: '20261128_082944_people',
  },
  {
    up: migration_20261128_091027_consent_record.up,
    down: migration_20261128_091027_consent_record.down,
    name: '20261128_091027_consent_record',
  },
  {
    up: migration_20261128_093228_retention.up,
    down: migration_20261128_093228_retention.down,
    name: '20261128_093228_retention',
  },
  {
    up: migration_20261128_150804_activity_log.up,
    down: migration_20261128_150804_activity_log.down,
    name: '20261128_150804_activity_log',
  },
  {
    up: migration_20261128_153646_visitor_figures.up,
    down: migration_20261128_153646_visitor_figures.down,
    name: '20261128_153646_visitor_figures',
  },
  {
    up: migration_20261129_035200_menus.up,
    down: migration_20261129_035200_menus.down,
    name: '20261129_035200_menus',
  },
  {
    up: migration_20261129_041640_forms.up,
    down: migration_20261129_041640_forms.down,
    name: '20261129_041640_forms',
  },
  {
    up: migration_20261129_070237_slugs_per_language.up,
    down: migration_20261129_070237_slugs_per_language.down,
    name: '20261129_070237_slugs_per_language'
  },
];
