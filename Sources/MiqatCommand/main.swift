import Foundation
import MiqatCLI

MiqatCLI.prepareProcess()
exit(MiqatCLI.main(Array(CommandLine.arguments.dropFirst()), console: .standard()))
