import type { GetStaticPaths } from 'next';
import { PageSection } from '@/components/PageSection';
import { SurveyForm } from '@/components/Survey';
import { paths } from '@/lib/site/routing/paths';
import { onDemandPaths, transactionalPageProps } from '@/lib/site/brandPage';

export default function SurveyPage() {
  return (
    <PageSection>
      <SurveyForm />
    </PageSection>
  );
}

export const getStaticPaths: GetStaticPaths = onDemandPaths;
export const getStaticProps = transactionalPageProps('Thank you', paths.survey);
