import type { Locale } from '@/i18n/locales'

/**
 * What visitors type into the site search, in each language, with the results a reader expects first
 * (`type:slug` of the seeded content in content/; any of them first counts as right). Written from
 * what prospective clients, job seekers and readers look for: services, industries, jobs, places,
 * roles, technologies; with and without the Arabic article, with diacritics, every hamza form, ى/ي and
 * ة/ه, Arabic-Indic digits, typos, and words of the other language.
 */
export type RelevanceCase = { query: string; expected: string[] }

const jobs = [
  'job:cloud-mlops-engineer-riyadh',
  'job:product-designer-ai-products-riyadh',
  'job:arabic-nlp-research-scientist-riyadh',
  'job:computer-vision-engineer-khobar',
  'job:senior-machine-learning-engineer-riyadh',
  'job:data-engineer-khobar',
]
const khobarJobs = ['job:computer-vision-engineer-khobar', 'job:data-engineer-khobar']
const riyadhJobs = jobs.filter((job) => job.endsWith('-riyadh'))

export const relevanceSet: Record<Locale, RelevanceCase[]> = {
  en: [
    // Services and technologies
    { query: 'machine learning', expected: ['solution:machine-learning'] },
    { query: 'computer vision', expected: ['solution:computer-vision'] },
    { query: 'natural language processing', expected: ['solution:nlp'] },
    { query: 'NLP', expected: ['solution:nlp'] },
    { query: 'internet of things', expected: ['solution:iot'] },
    { query: 'IoT sensors', expected: ['solution:iot', 'post:predictive-maintenance-iot-heat'] },
    { query: 'big data', expected: ['solution:big-data'] },
    { query: 'cloud computing', expected: ['solution:cloud-computing'] },
    { query: 'AI and data science', expected: ['solution:ai-data-science'] },
    { query: 'data science', expected: ['solution:ai-data-science'] },
    // Industries
    { query: 'fintech', expected: ['solution:fintech'] },
    { query: 'health tech', expected: ['solution:health-tech'] },
    { query: 'healthcare', expected: ['solution:health-tech'] },
    { query: 'smart cities', expected: ['solution:co-creation-of-smart-cities'] },
    { query: 'smart', expected: ['solution:co-creation-of-smart-cities', 'case-study:utility-smart-meters'] },
    { query: 'mobility', expected: ['solution:mobility'] },
    { query: 'logistics', expected: ['solution:mobility'] },
    // Jobs and roles
    { query: 'jobs', expected: jobs },
    { query: 'careers', expected: jobs },
    { query: 'vacancies', expected: jobs },
    { query: 'jobs in Khobar', expected: khobarJobs },
    { query: 'Riyadh jobs', expected: riyadhJobs },
    { query: 'data engineer', expected: ['job:data-engineer-khobar'] },
    { query: 'machine learning engineer', expected: ['job:senior-machine-learning-engineer-riyadh'] },
    { query: 'product designer', expected: ['job:product-designer-ai-products-riyadh'] },
    { query: 'research scientist', expected: ['job:arabic-nlp-research-scientist-riyadh'] },
    { query: 'MLOps engineer', expected: ['job:cloud-mlops-engineer-riyadh'] },
    { query: 'computer vision Khobar', expected: ['job:computer-vision-engineer-khobar'] },
    // Proof: case studies and articles
    { query: 'money mules', expected: ['post:real-time-fraud-detection-graphs', 'case-study:bank-fraud-graph'] },
    { query: 'fraud detection', expected: ['case-study:bank-fraud-graph', 'post:real-time-fraud-detection-graphs'] },
    { query: 'hospital beds', expected: ['case-study:hospital-bed-forecasting'] },
    { query: 'container terminal', expected: ['case-study:port-container-vision'] },
    { query: 'smart meters', expected: ['case-study:utility-smart-meters'] },
    { query: 'lakehouse', expected: ['post:lakehouse-architecture-for-banks'] },
    { query: 'RAG', expected: ['post:arabic-rag-enterprise-search'] },
    { query: 'speech recognition', expected: ['post:saudi-dialect-speech-recognition'] },
    { query: 'PDPL', expected: ['post:pdpl-compliance-for-ai-projects'] },
    { query: 'digital twins', expected: ['post:digital-twins-for-smart-cities'] },
    { query: 'predictive maintenance', expected: ['post:predictive-maintenance-iot-heat'] },
    { query: 'data residency', expected: ['post:data-residency-and-sovereign-cloud'] },
    { query: 'route optimization', expected: ['post:last-mile-route-optimization'] },
    { query: 'medical imaging', expected: ['post:medical-imaging-ai-in-practice'] },
    { query: 'quality inspection', expected: ['post:computer-vision-quality-inspection'] },
    // Legal pages
    { query: 'privacy', expected: ['page:privacy-policy'] },
    { query: 'terms of service', expected: ['page:terms-of-service'] },
    // Typos, beginnings of words, the other language
    { query: 'machne learning', expected: ['solution:machine-learning'] },
    { query: 'computer vison', expected: ['solution:computer-vision'] },
    { query: 'lakehous', expected: ['post:lakehouse-architecture-for-banks'] },
    { query: 'predictve maintenance', expected: ['post:predictive-maintenance-iot-heat'] },
    { query: 'وظائف', expected: jobs },
    { query: 'الخبر', expected: khobarJobs },
  ],
  ar: [
    // الخدمات والتقنيات
    { query: 'تعلم الآلة', expected: ['solution:machine-learning'] },
    { query: 'تعلّم الآلة', expected: ['solution:machine-learning'] },
    { query: 'تَعَلُّمُ الآلَةِ', expected: ['solution:machine-learning'] },
    { query: 'تعلم الاله', expected: ['solution:machine-learning'] },
    { query: 'التعلم الآلي', expected: ['solution:machine-learning'] },
    { query: 'الرؤية الحاسوبية', expected: ['solution:computer-vision'] },
    { query: 'رؤية حاسوبية', expected: ['solution:computer-vision'] },
    { query: 'معالجة اللغة الطبيعية', expected: ['solution:nlp'] },
    { query: 'معالجه اللغه', expected: ['solution:nlp'] },
    { query: 'إنترنت الأشياء', expected: ['solution:iot'] },
    { query: 'انترنت الاشياء', expected: ['solution:iot'] },
    { query: 'البيانات الضخمة', expected: ['solution:big-data'] },
    { query: 'بيانات ضخمه', expected: ['solution:big-data'] },
    { query: 'الحوسبة السحابية', expected: ['solution:cloud-computing'] },
    { query: 'الذكاء الاصطناعي وعلوم البيانات', expected: ['solution:ai-data-science'] },
    { query: 'الذكاء الاصطناعى', expected: ['solution:ai-data-science'] },
    // القطاعات
    { query: 'التقنية المالية', expected: ['solution:fintech'] },
    { query: 'التقنية الصحية', expected: ['solution:health-tech'] },
    { query: 'المدن الذكية', expected: ['solution:co-creation-of-smart-cities'] },
    { query: 'مدينة ذكية', expected: ['solution:co-creation-of-smart-cities', 'post:digital-twins-for-smart-cities'] },
    { query: 'التنقل', expected: ['solution:mobility'] },
    { query: 'الخدمات اللوجستية', expected: ['solution:mobility'] },
    // الوظائف
    { query: 'وظائف', expected: jobs },
    { query: 'وظيفة', expected: jobs },
    { query: 'الوظائف في الخبر', expected: khobarJobs },
    { query: 'وظائف الرياض', expected: riyadhJobs },
    { query: 'شواغر', expected: jobs },
    { query: 'مهندس بيانات', expected: ['job:data-engineer-khobar'] },
    { query: 'مهندس تعلم آلة', expected: ['job:senior-machine-learning-engineer-riyadh'] },
    { query: 'مصمم منتجات', expected: ['job:product-designer-ai-products-riyadh'] },
    { query: 'باحث علمي', expected: ['job:arabic-nlp-research-scientist-riyadh'] },
    { query: 'مهندس رؤية حاسوبية', expected: ['job:computer-vision-engineer-khobar'] },
    // الشواهد: دراسات الحالة والمقالات
    { query: 'شبكات تمرير الأموال', expected: ['case-study:bank-fraud-graph'] },
    { query: 'كشف الاحتيال', expected: ['case-study:bank-fraud-graph', 'post:real-time-fraud-detection-graphs'] },
    { query: 'الأسرّة في المستشفيات', expected: ['case-study:hospital-bed-forecasting'] },
    { query: 'مستشفى', expected: ['case-study:hospital-bed-forecasting', 'solution:health-tech'] },
    { query: 'العدادات الذكية', expected: ['case-study:utility-smart-meters'] },
    { query: 'محطة حاويات', expected: ['case-study:port-container-vision'] },
    { query: 'بحيرة البيانات', expected: ['post:lakehouse-architecture-for-banks'] },
    { query: 'التعرف على الكلام', expected: ['post:saudi-dialect-speech-recognition'] },
    { query: 'اللهجات السعودية', expected: ['post:saudi-dialect-speech-recognition'] },
    { query: 'التوائم الرقمية', expected: ['post:digital-twins-for-smart-cities'] },
    { query: 'الصيانة التنبؤية', expected: ['post:predictive-maintenance-iot-heat'] },
    { query: 'التصوير الطبي', expected: ['post:medical-imaging-ai-in-practice'] },
    { query: 'حماية البيانات الشخصية', expected: ['post:pdpl-compliance-for-ai-projects', 'page:privacy-policy'] },
    { query: 'توطين البيانات', expected: ['post:data-residency-and-sovereign-cloud'] },
    { query: '٥٠ درجة', expected: ['post:predictive-maintenance-iot-heat'] },
    // الصفحات القانونية
    { query: 'الخصوصية', expected: ['page:privacy-policy'] },
    { query: 'شروط الاستخدام', expected: ['page:terms-of-service'] },
    // أخطاء الكتابة وكلمات اللغة الأخرى
    { query: 'الصيانه التنبؤيه', expected: ['post:predictive-maintenance-iot-heat'] },
    { query: 'الصيانة التنبئية', expected: ['post:predictive-maintenance-iot-heat'] },
    { query: 'الحوسبة السحاببة', expected: ['solution:cloud-computing'] },
    { query: 'أنترنت الاشيا', expected: ['solution:iot'] },
    { query: 'التوائم الرقميه', expected: ['post:digital-twins-for-smart-cities'] },
    { query: 'Lakehouse', expected: ['post:lakehouse-architecture-for-banks'] },
    { query: 'MLOps', expected: ['solution:machine-learning', 'post:mlops-notebook-to-production', 'job:cloud-mlops-engineer-riyadh'] },
    { query: 'jobs', expected: jobs },
    { query: 'Khobar', expected: khobarJobs },
  ],
}
