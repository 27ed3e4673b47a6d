import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApi } from '../../../api/context';
import { unwrap } from '../../../api/problem';
import type { components, paths } from '../../../api/schema';

export type Framework =
  paths['/api/report-frameworks']['get']['responses'][200]['content']['application/json']['items'][number];
export type Template = components['schemas']['ReportTemplate'];
export type TemplateVersion = components['schemas']['ReportTemplateVersion'];

/** The frameworks this server reports in, each version (`current`: what new reports use). */
export function useFrameworks() {
  const { client } = useApi();
  return useQuery({
    queryKey: ['report-frameworks'],
    queryFn: async () => unwrap(await client.GET('/api/report-frameworks')).items,
    staleTime: 10 * 60_000,
  });
}

/** The organization's report templates, current versions (archived ones included). */
export function useTemplates() {
  const { client } = useApi();
  return useQuery({
    queryKey: ['report-templates', 'list'],
    queryFn: async () => {
      const items: Template[] = [];
      let cursor: string | undefined;
      do {
        const page = unwrap(
          await client.GET('/api/report-templates', {
            params: { query: { limit: 200, ...(cursor ? { cursor } : {}) } },
          }),
        );
        items.push(...page.items);
        cursor = page.nextCursor ?? undefined;
      } while (cursor !== undefined);
      return items;
    },
  });
}

/** Every version of a template, oldest first. */
export function useTemplateVersions(id: string | undefined) {
  const { client } = useApi();
  return useQuery({
    queryKey: ['report-templates', 'versions', id],
    enabled: id !== undefined,
    queryFn: async () =>
      unwrap(
        await client.GET('/api/report-templates/{id}/versions', { params: { path: { id: id as string } } }),
      ).items,
  });
}

/**
 * Saves narrative texts as a new template version: `PUT` on an existing template (keeping the rest
 * of its content), or `POST` for the framework's first one (version 1).
 */
export function useSaveNarratives() {
  const { client } = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: {
      template: Template | null;
      frameworkCode: string;
      name: string;
      narratives: Record<string, string>;
    }): Promise<Template> => {
      if (input.template === null) {
        return unwrap(
          await client.POST('/api/report-templates', {
            body: {
              name: input.name,
              frameworkCode: input.frameworkCode,
              content: { narratives: input.narratives },
            },
          }),
        );
      }
      const content = { ...input.template.content, narratives: input.narratives };
      return unwrap(
        await client.PUT('/api/report-templates/{id}', {
          params: { path: { id: input.template.id } },
          body: { name: input.template.name, content },
        }),
      );
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['report-templates'] }),
  });
}
