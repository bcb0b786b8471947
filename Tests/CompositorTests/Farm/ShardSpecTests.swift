import Testing
@testable import Compositor

/// `--shard I/N` and `--shard auto` from each scheduler's environment.
@Suite struct ShardSpecTests {
    @Test func parsesIndexOverCount() throws {
        let spec = try ShardSpec(parsing: "2/4")
        #expect(spec.index == 2 && spec.count == 4)
        #expect(spec.manifestName == "manifest.shard-2-of-4.json")
        for bad in ["4/4", "-1/4", "1/0", "1", "a/b", "1/2/3", ""] {
            #expect(throws: ShardSpec.Problem.self) { try ShardSpec(parsing: bad) }
        }
    }

    @Test func slurmArrayFromAnyStart() throws {
        // --array=4-7: task 5 is the second of four.
        let env = ["SLURM_ARRAY_TASK_ID": "5", "SLURM_ARRAY_TASK_MIN": "4", "SLURM_ARRAY_TASK_MAX": "7", "SLURM_ARRAY_TASK_COUNT": "4"]
        #expect(try ShardSpec(environment: env) == ShardSpec(index: 1, count: 4, source: "SLURM_ARRAY_TASK_ID=5"))
        // --array=0-15:5 is tasks 0, 5, 10, 15: task 10 is the third of four.
        let stepped = ["SLURM_ARRAY_TASK_ID": "10", "SLURM_ARRAY_TASK_MIN": "0", "SLURM_ARRAY_TASK_MAX": "15", "SLURM_ARRAY_TASK_STEP": "5"]
        #expect(try ShardSpec(environment: stepped).index == 2)
        #expect(try ShardSpec(environment: stepped).count == 4)
        // --array=1,3,7 cannot be numbered 0..N-1.
        let scattered = ["SLURM_ARRAY_TASK_ID": "7", "SLURM_ARRAY_TASK_MIN": "1", "SLURM_ARRAY_TASK_MAX": "7", "SLURM_ARRAY_TASK_COUNT": "3"]
        #expect(throws: ShardSpec.Problem.self) { try ShardSpec(environment: scattered) }
    }

    @Test func kubernetesNeedsTheCount() throws {
        #expect(throws: ShardSpec.Problem.self) { try ShardSpec(environment: ["JOB_COMPLETION_INDEX": "3"]) }
        #expect(try ShardSpec(environment: ["JOB_COMPLETION_INDEX": "3"], count: 8).index == 3)
        #expect(try ShardSpec(environment: ["JOB_COMPLETION_INDEX": "3", "SEGUE_SHARD_COUNT": "8"]).count == 8)
        #expect(throws: ShardSpec.Problem.self) { try ShardSpec(environment: ["JOB_COMPLETION_INDEX": "8"], count: 8) }
    }

    @Test func awsBatchAndGenericVariables() throws {
        #expect(try ShardSpec(environment: ["AWS_BATCH_JOB_ARRAY_INDEX": "0", "AWS_BATCH_JOB_ARRAY_SIZE": "2"]).count == 2)
        #expect(throws: ShardSpec.Problem.self) {
            try ShardSpec(environment: ["AWS_BATCH_JOB_ARRAY_INDEX": "0", "AWS_BATCH_JOB_ARRAY_SIZE": "2"], count: 3)
        }
        #expect(try ShardSpec(environment: ["SEGUE_SHARD_INDEX": "1", "SEGUE_SHARD_COUNT": "2"]).index == 1)
        #expect(throws: ShardSpec.Problem.self) { try ShardSpec(environment: [:]) }
        #expect(throws: ShardSpec.Problem.self) { try ShardSpec(environment: ["SLURM_ARRAY_TASK_ID": "x"]) }
    }
}
